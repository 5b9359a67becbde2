import { useEffect, useState, type ComponentType } from 'react';

/**
 * A controlled popup (`open` prop) whose code is a separate chunk, fetched the first time it opens
 * or when `preload` is called (e.g. once the page knows the viewer may open it). Until then it
 * renders nothing, as a closed dialog does; once loaded it renders as the real one, every time.
 */
export function deferredComponent<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A later open tries again (e.g. after a network hiccup).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function Deferred(props: P) {
    const [, setLoaded] = useState(Loaded !== undefined);
    const wanted = props.open;
    useEffect(() => {
      if (wanted && !Loaded)
        preload().then(
          () => setLoaded(true),
          () => undefined,
        );
    }, [wanted]);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(Deferred, { preload: () => void preload().catch(() => undefined) });
}
