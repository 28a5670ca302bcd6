import express from "express";

type Handler = (req: express.Request, res: express.Response) => Promise<void> | void;

/**
 * Mounts a function handler the way the Cloud Functions runtime serves it: parsed JSON or text body
 * plus the untouched bytes as `req.rawBody` (the webhook signature is computed over those).
 */
export function mount(handler: Handler) {
  const app = express();
  const verify = (req: express.Request, _res: express.Response, buf: Buffer) => {
    (req as express.Request & { rawBody?: Buffer }).rawBody = buf;
  };
  app.use(express.json({ limit: "10mb", verify }), express.text({ limit: "10mb", verify }));
  app.all("/{*rest}", handler);
  return app;
}
