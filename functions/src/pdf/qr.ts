import QRCode from "qrcode";
import { escapeHtml } from "./escape.ts";

/** The blank border a scanner needs around the code, in modules (the standard asks for four). */
const QUIET_ZONE = 4;

interface DrawnCode {
  /**
   * One path: a run of dark modules in a row is one filled rectangle (a stroked line can print as a
   * hairline, which no phone reads).
   */
  path: string;
  /** Modules across, quiet zone included. */
  side: number;
}

/**
 * Codes already drawn, by text: the document is rebuilt on every download (its HTML is the PDF
 * cache's key), and choosing a code's mask is the costliest part of making it.
 */
const drawn = new Map<string, DrawnCode | null>();
const DRAWN_KEPT = 200;

/**
 * A QR code for `text` as inline SVG, encoded locally by the qrcode package, or null when the text is
 * too long for any QR code. Low error correction keeps a long route link at the fewest, largest modules.
 */
export function qrSvg(text: string, label: string): string | null {
  let code = drawn.get(text);
  if (code === undefined) {
    code = draw(text);
    if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value!);
    drawn.set(text, code);
  }
  if (!code) return null;
  const { path, side } = code;
  return `<svg class="qr" viewBox="0 0 ${side} ${side}" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg"><rect width="${side}" height="${side}" fill="#ffffff"/><path d="${path}" fill="#000000"/></svg>`;
}

function draw(text: string): DrawnCode | null {
  let modules: QRCode.BitMatrix;
  try {
    // One byte segment: a link is plain ASCII, and searching for the shortest mix of segments costs
    // ten times the encoding for a few modules less.
    modules = QRCode.create([{ data: Buffer.from(text, "utf8"), mode: "byte" }], { errorCorrectionLevel: "L" }).modules;
  } catch {
    return null;
  }
  const { size } = modules;
  let path = "";
  for (let row = 0; row < size; row++) {
    let col = 0;
    while (col < size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && modules.get(row, col)) col++;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`;
    }
  }
  return { path, side: size + 2 * QUIET_ZONE };
}
