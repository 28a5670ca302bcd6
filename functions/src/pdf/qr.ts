import { crc32, deflateSync } from "node:zlib";
import QRCode from "qrcode";
import { escapeHtml } from "./escape.ts";

/** The blank border a scanner needs around the code, in modules (the standard asks for four). */
const QUIET_ZONE = 4;
/**
 * Pixels per module: about 300 dpi at the printed size, so a viewer that smooths the image blurs
 * only the edge of each module.
 */
const PIXELS_PER_MODULE = 4;

/**
 * Codes already made, by text: the document is rebuilt on every download (its HTML is the PDF
 * cache's key), and choosing a code's mask is the costliest part of making it.
 */
const made = new Map<string, string | null>();
const MADE_KEPT = 200;

/**
 * A QR code for `text` as an <img> of an inline PNG, encoded locally by the qrcode package, or null
 * when the text is too long for any QR code. An image, not SVG: a route link's code has thousands of
 * modules, and as vector shapes they doubled the time to print a plan. Low error correction keeps a
 * long link at the fewest, largest modules.
 */
export function qrImage(text: string, label: string): string | null {
  let source = made.get(text);
  if (source === undefined) {
    source = qrDataUrl(text);
    if (made.size >= MADE_KEPT) made.delete(made.keys().next().value!);
    made.set(text, source);
  }
  return source ? `<img class="qr" src="${source}" alt="${escapeHtml(label)}">` : null;
}

function qrDataUrl(text: string): string | null {
  let modules: QRCode.BitMatrix;
  try {
    // One byte segment: a link is plain ASCII, and searching for the shortest mix of segments costs
    // ten times the encoding for a few modules less.
    modules = QRCode.create([{ data: Buffer.from(text, "utf8"), mode: "byte" }], { errorCorrectionLevel: "L" }).modules;
  } catch {
    return null;
  }
  const side = (modules.size + 2 * QUIET_ZONE) * PIXELS_PER_MODULE;
  const dark = (x: number, y: number) => {
    const col = Math.floor(x / PIXELS_PER_MODULE) - QUIET_ZONE;
    const row = Math.floor(y / PIXELS_PER_MODULE) - QUIET_ZONE;
    return col >= 0 && row >= 0 && col < modules.size && row < modules.size && modules.get(row, col) === 1;
  };
  return `data:image/png;base64,${blackAndWhitePng(side, dark).toString("base64")}`;
}

/** A square one-bit greyscale PNG: `dark(x, y)` pixels black, the rest white. */
export function blackAndWhitePng(side: number, dark: (x: number, y: number) => boolean): Buffer {
  const rowBytes = Math.ceil(side / 8);
  const raw = Buffer.alloc((rowBytes + 1) * side, 0);
  for (let y = 0; y < side; y++) {
    const start = y * (rowBytes + 1); // the row's first byte is its filter type, 0 (none)
    for (let x = 0; x < side; x++) {
      // One bit per pixel, most significant first; a set bit is white.
      if (!dark(x, y)) raw[start + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
