/**
 * Image paths are relative to the API's origin (SPEC section 7). The server already puts the API
 * prefix in them (/api/place-photo/...), so only the origin is added, never /api a second time.
 */
export function imageSources(
  imageUrls: string[] | string | undefined,
  apiBaseUrl: string,
  pageOrigin: string,
): string[] {
  const list = typeof imageUrls === "string" ? [imageUrls] : (imageUrls ?? []);
  const origin = /^https?:\/\//i.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : pageOrigin;
  const sources: string[] = [];
  for (const raw of list) {
    const path = raw.trim();
    if (!path) continue;
    if (/^https:\/\//i.test(path)) sources.push(path);
    // Only our own relative paths; anything else (javascript:, data:, protocol-relative) is dropped.
    else if (path.startsWith("/") && !path.startsWith("//")) sources.push(`${origin}${path}`);
  }
  return [...new Set(sources)];
}

/** The photo author's page, only when it is an https link: anything else is shown as plain text. */
export function photoCreditLink(credit: { uri?: string } | undefined): string | null {
  const uri = credit?.uri?.trim();
  return uri && /^https:\/\/[^\s"'<>]+$/i.test(uri) ? uri : null;
}
