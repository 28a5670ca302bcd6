import { lazy, type ComponentType } from "react";
import { lazyModule } from "./lazy-module";

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Fetches the page's chunk now (a page the visit is opening on), so it is here when the route renders. */
  preload: () => Promise<unknown>;
};

/**
 * A page whose code is its own chunk. Once the chunk is here the page renders at once, as a plain
 * component. React.lazy suspends on its first render even when the chunk is already loaded, and React
 * holds back what replaces a Suspense fallback until 300 ms after the fallback appeared: a page opened
 * straight (its chunk fetched alongside Firebase Auth) would wait that long for nothing. Only a page
 * whose chunk is still on its way goes through React.lazy and the route's fallback.
 */
export function lazyPage<P extends object>(importer: () => Promise<ComponentType<P>>): LazyPage<P> {
  const module = lazyModule(importer);
  const Lazy = lazy(() => module.load().then((Page) => ({ default: Page })));
  function Page(props: P) {
    // A Suspense retry renders this again from its boundary, so a page never commits as the lazy wrapper
    // and switches later (which would remount it).
    const Loaded = module.loaded();
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload: module.load });
}
