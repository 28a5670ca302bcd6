import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { firestore } from "./db.ts";
import { paths } from "./paths.ts";

/**
 * Rendered PDFs kept for repeats, so downloading the same plan again costs no render. The key is a
 * hash of who asked (a traveller's uid, or a share link's token) and of the exact HTML that was
 * printed, which carries the whole plan and the template: a changed plan or a changed template is a
 * different key, so a stale PDF can never be served, and one person's key never finds another's PDF.
 * Kept in Firestore (pdfCache/{hash}: `{pdf, uid, created_at, expires_at}`) for every instance, and the
 * last few in this instance's memory; `expires_at` is the field of a Firestore TTL policy on the
 * collection. `uid` is the account whose plan it prints (a share link's owner for a shared plan's), so
 * an account's deletion takes its PDFs with it (forgetPdfsOf).
 */

/** Bump when the renderer's output changes for the same HTML (page size, margins, header or footer). */
export const PDF_RENDER_VERSION = "1";
/** How long a PDF is kept: a trip is planned and downloaded within days; a plan saved again is a new key anyway. */
export const PDF_CACHE_TTL_MS = 7 * 86_400_000;
/** Firestore's document limit is 1 MiB; a larger PDF is simply not kept (a 14-day plan is far smaller). */
const MAX_CACHED_BYTES = 900 * 1024;
const MEMORY_LIMIT_BYTES = 32 * 1024 * 1024;

/** Who a PDF is kept for: a signed-in traveller, or whoever holds a share link (`sharedBy` owns the plan). */
export type PdfOwner = { uid: string } | { shareToken: string; sharedBy: string };

/** The account whose plan the PDF prints. */
const accountOf = (owner: PdfOwner) => ("uid" in owner ? owner.uid : owner.sharedBy);

/** The key names who asked (a traveller, or a link whoever holds it) and what was printed; never the link's owner. */
export function pdfCacheKey(owner: { uid: string } | { shareToken: string }, html: string): string {
  const who = "uid" in owner ? `user:${owner.uid}` : `share:${owner.shareToken}`;
  return createHash("sha256").update(`${PDF_RENDER_VERSION}\n${who}\n`).update(html).digest("hex");
}

const memory = new Map<string, Buffer>();
let memoryBytes = 0;

function keepInMemory(key: string, pdf: Buffer): void {
  if (memory.has(key)) return;
  memory.set(key, pdf);
  memoryBytes += pdf.length;
  for (const [oldKey, old] of memory) {
    if (memoryBytes <= MEMORY_LIMIT_BYTES) break;
    memory.delete(oldKey);
    memoryBytes -= old.length;
  }
}

/** Tests start from an empty memory (Firestore is cleared with the rest). */
export function clearPdfMemory(): void {
  memory.clear();
  memoryBytes = 0;
}

export async function cachedPdf(key: string, nowMs = Date.now()): Promise<Buffer | null> {
  const inMemory = memory.get(key);
  if (inMemory) return inMemory;
  const data = (await firestore().doc(paths.pdfCacheEntry(key)).get()).data();
  if (
    !data ||
    !(data.expires_at instanceof Timestamp) ||
    data.expires_at.toMillis() <= nowMs ||
    !Buffer.isBuffer(data.pdf)
  )
    return null;
  keepInMemory(key, data.pdf);
  return data.pdf;
}

export async function keepPdf(key: string, pdf: Buffer, owner: PdfOwner, nowMs = Date.now()): Promise<void> {
  keepInMemory(key, pdf);
  if (pdf.length > MAX_CACHED_BYTES) return;
  await firestore()
    .doc(paths.pdfCacheEntry(key))
    .set({
      pdf,
      uid: accountOf(owner),
      created_at: Timestamp.fromMillis(nowMs),
      expires_at: Timestamp.fromMillis(nowMs + PDF_CACHE_TTL_MS),
    });
}

/**
 * Removes every PDF kept in Firestore of an account's plans, its share links' included (account
 * deletion); the number removed. An instance's memory keeps its few until evicted, unreachable: the
 * account's token is refused and its links are gone before any cache is asked.
 */
export async function forgetPdfsOf(uid: string): Promise<number> {
  const kept = await firestore().collection(paths.pdfCache()).where("uid", "==", uid).select().get();
  const writer = firestore().bulkWriter();
  for (const doc of kept.docs) void writer.delete(doc.ref);
  await writer.close();
  return kept.size;
}
