import { Suspense, lazy, type ComponentType, type JSX } from 'react';

/**
 * A component whose code, and the Fluent UI packages it needs, is fetched the first time it renders
 * (React.lazy in its own Suspense, showing nothing for that moment). @hub/ui is one shared module
 * loaded on every page, the sign-in page included; its tables, tabs, dialogs and badges would
 * otherwise bring Fluent's table, avatar, popover, card, tabs, dialog and badge packages there.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Deferred;
}
