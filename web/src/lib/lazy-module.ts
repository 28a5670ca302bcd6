/**
 * A module fetched on demand, once, then handed to every later caller at once: the full code behind a
 * plain field or button (a suggestions field, a dialog) that the first load does without.
 */
export interface LazyModule<T> {
  loaded: () => T | null;
  load: () => Promise<T>;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    loaded: () => loaded,
    load: () => {
      loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // Offline for a moment: the plain field or button keeps working, and the next intent tries again.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}
