import type { Request } from "express";

/**
 * Counts events per client in fixed windows, in this instance's memory. It cannot stop a
 * determined abuser spread over many instances, but it keeps one client from running up a paid
 * API's bill through a public endpoint. The table is bounded: when full, the oldest windows go.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one event for `client`; false when the client has used up its window. */
  take(client: string): boolean {
    const now = this.now();
    let window = this.windows.get(client);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.delete(client);
      window = { start: now, count: 0 };
      this.windows.set(client, window);
      this.evict(now);
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  /** Seconds until `client` may try again (for Retry-After). */
  retryAfterSeconds(client: string): number {
    const window = this.windows.get(client);
    if (!window) return 0;
    return Math.max(1, Math.ceil((window.start + this.windowMs - this.now()) / 1000));
  }

  private evict(now: number): void {
    for (const [client, window] of this.windows) {
      if (this.windows.size <= this.maxClients && now - window.start < this.windowMs) break;
      this.windows.delete(client);
    }
  }
}

/** The caller's address as Google's front end reports it (first X-Forwarded-For hop), else the socket's. */
export function clientAddress(req: Request): string {
  const forwarded = req.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || req.socket?.remoteAddress || "unknown";
}
