/**
 * The part of the browser's Cache Storage the app uses (open, match, put, delete, keys; caches.delete),
 * in memory, for tests in Node and jsdom, which have none. Entries are keyed by absolute URL, as a
 * browser's are without Vary; stored responses are cloned, so each match reads a fresh body.
 */
class FakeCache {
  readonly entries = new Map<string, Response>();

  private keyOf(request: RequestInfo | URL): string {
    const url = typeof request === "string" ? request : request instanceof URL ? request.href : request.url;
    return new URL(url, globalThis.location?.href ?? "http://localhost/").href;
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(this.keyOf(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    // A browser reads the body in full before keeping it.
    const body = await response.arrayBuffer();
    this.entries.set(this.keyOf(request), new Response(body, { status: response.status, headers: response.headers }));
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.keyOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();

  async open(name: string): Promise<FakeCache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache()));
    return cache;
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  /** The URLs kept in `name`, sorted. */
  urls(name: string): string[] {
    return [...(this.caches.get(name)?.entries.keys() ?? [])].sort();
  }
}
