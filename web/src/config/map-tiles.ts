/** The keyless map's tiles unless the deployer names others (VITE_MAP_TILE_URL): OpenStreetMap's own. */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * What the addresses of a tile template's tiles start with, as a pattern for the service worker's
 * routes: "https://{s}.tile.example.org/{z}/{x}/{y}.png" gives ^https://[^/.]+\.tile\.example\.org/, any
 * subdomain. A template on the app's own origin ("/tiles/{z}/...") gives its path.
 */
export function tileUrlPattern(template: string): RegExp {
  const firstPlaceholder = template.search(/\{(?!s\})/);
  const fixed = firstPlaceholder === -1 ? template : template.slice(0, firstPlaceholder);
  const source = fixed.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{s\}/g, "[^/.]+");
  return new RegExp(/^https?:\/\//.test(fixed) ? `^${source}` : source);
}

/**
 * The origin of the server a tile template's tiles come from ("https://{s}.tile.example.org/..." gives
 * https://a.tile.example.org), or null for tiles on the app's own origin (`appUrl`) or a template that
 * is no address.
 */
export function tileServerOrigin(template: string, appUrl: string): string | null {
  try {
    const url = new URL(template.replace(/\{s\}/g, "a").replace(/\{[^}]*\}/g, "0"), appUrl);
    return url.origin === new URL(appUrl).origin ? null : url.origin;
  } catch {
    return null;
  }
}
