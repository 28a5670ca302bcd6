import type { Request, Response } from "express";

/** Any /api path that no function serves answers in the API's own error shape, not with the SPA. */
export async function apiNotFound(req: Request, res: Response): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  res.status(404).json({ detail: `No API endpoint at ${req.path}.` });
}
