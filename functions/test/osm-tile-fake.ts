import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import { runCertificate } from "./run-certificate.ts";

/** The host the keyless map fetches its tiles from (web/src/config/env.ts). */
export const TILE_HOST = "tile.openstreetmap.org";

/** One 256 px square of plain land colour, as a PNG (8-bit greyscale). */
function plainTile(): Buffer {
  const size = 256;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  // Each row: filter byte 0, then the pixels.
  const rows = Buffer.alloc((size + 1) * size, 0xee);
  for (let row = 0; row < size; row++) rows[row * (size + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export interface TileServer {
  /** Chromium flags that send the map's tile requests here instead of the internet. */
  browserArgs: string[];
  /** The tiles served so far. */
  served: () => number;
  close: () => Promise<void>;
}

/**
 * A stand-in for OpenStreetMap's tile server, for a machine without internet: every tile is a plain
 * square. Without it each tile request fails: Lighthouse counts those failures as console errors a
 * traveller online never sees (the bench), and a trip's map cannot be made available offline (the
 * journeys). It speaks HTTPS with a certificate made for the run (openssl), so the
 * app's tile URL is unchanged; without openssl the bench runs without it and says so.
 */
export async function startTileServer(): Promise<TileServer | null> {
  const certificate = runCertificate(TILE_HOST);
  if (!certificate) {
    console.log(`(no openssl here: the map's tiles are not served, and each tile request fails in the browser)`);
    return null;
  }
  const tile = plainTile();
  let served = 0;
  const server = createServer(certificate, (_request, response) => {
    served += 1;
    response.writeHead(200, {
      "content-type": "image/png",
      "access-control-allow-origin": "*",
      "cache-control": "max-age=86400",
    });
    response.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    browserArgs: [`--host-resolver-rules=MAP ${TILE_HOST} 127.0.0.1:${port}`, "--ignore-certificate-errors"],
    served: () => served,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
