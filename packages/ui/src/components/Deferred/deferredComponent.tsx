import { useEffect, useState, type ComponentType, type JSX, type ReactNode } from 'react';

/**
 * A component whose code is fetched the first time it renders, `fallback` drawn until it arrives:
 * route-level code splitting and deferred Fluent packages, without React.lazy and Suspense. A
 * Suspense boundary revealed on a retry lane is committed on a timer (React throttles reveals by
 * 300 ms); with several chunks arriving in that window React 19.3 committed one finished tree twice,
 * "Cannot commit the same tree as before" (React error #177, seen on 8 of 440 page loads: issue 30;
 * the stack ends in the throttled commit's timer). The code arriving here is a state update, an
 * ordinary render. A failed fetch is thrown to the nearest error boundary, as React.lazy's was.
 */
export function loadedOnRender<P>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): (props: P) => JSX.Element {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // the next render asks again
        throw error;
      },
    ));
  function OnceLoaded(props: P): JSX.Element {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Component) return undefined;
      let live = true;
      fetchOnce().then(
        (component) => live && setComponent(() => component),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    if (failure) throw failure.error;
    return Component ? <Component {...(props as P & JSX.IntrinsicAttributes)} /> : <>{fallback}</>;
  }
  return OnceLoaded;
}

/**
 * A component whose code, and the Fluent UI packages it needs, is fetched the first time it renders
 * (showing nothing for that moment). @hub/ui is one shared module loaded on every page, the sign-in
 * page included; its tables, tabs, dialogs and badges would otherwise bring Fluent's table, avatar,
 * popover, card, tabs, dialog and badge packages there.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element {
  return loadedOnRender(load);
}
