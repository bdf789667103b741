import { createRoot, type Root } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { HubRoot } from '@hub/ui/core';
import type { RemoteEntry } from './remoteManifest';
import { RemoteFallback } from './RemoteFallback';

interface Lifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
  /** createRemoteLifecycles': the remote's strings in the languages in use (their chunks fetched). */
  ready?: Promise<unknown>;
}

export interface RemoteApplication extends Lifecycles {
  /**
   * Fetches the remote's code (its remoteEntry.js and exposed module) and never rejects: a failure
   * is met again, and shown with Retry, by the mount. single-spa awaits it in its loading phase, which
   * has no time limit, so the lifecycles it does time (bootstrap 4 s, mount 3 s) only render.
   */
  preload: () => Promise<void>;
}

interface MountProps {
  domElementGetter?: () => HTMLElement;
}

function isLifecycles(value: unknown): value is Lifecycles {
  const v = value as Partial<Lifecycles> | null;
  return !!v && typeof v.bootstrap === 'function' && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

/**
 * single-spa lifecycles that load a remote on first mount. When the remote cannot be loaded, a
 * fallback with Retry is mounted in the content area instead, so single-spa never marks the
 * application broken and the rest of the hub keeps working.
 */
export function remoteApplication(remote: RemoteEntry): RemoteApplication {
  let app: Lifecycles | null = null;
  let bootstrapped = false;
  let mountedApp = false;
  let fallback: { root: Root; element: HTMLElement } | null = null;
  let lastProps: (object & MountProps) | null = null;

  async function load(): Promise<Lifecycles> {
    if (app) return app;
    const module = await loadRemote<Lifecycles | { default: Lifecycles }>(`${remote.container}/app`);
    const lifecycles = isLifecycles(module) ? module : (module as { default?: unknown } | null)?.default;
    if (!isLifecycles(lifecycles)) throw new Error(`${remote.name} does not expose single-spa lifecycles`);
    // Its strings' chunk (a language other than English) comes in this untimed phase, not in the mount.
    await lifecycles.ready;
    app = lifecycles;
    return app;
  }

  function unmountFallback(): void {
    fallback?.root.unmount();
    fallback?.element.remove();
    fallback = null;
  }

  function mountFallback(props: object & MountProps): void {
    const host = props.domElementGetter?.();
    if (!host) return;
    unmountFallback();
    const element = document.createElement('div');
    host.appendChild(element);
    const root = createRoot(element);
    root.render(
      <HubRoot transparent>
        <RemoteFallback remote={remote.name} onRetry={() => void retry()} />
      </HubRoot>,
    );
    fallback = { root, element };
  }

  async function mountApp(props: object & MountProps): Promise<void> {
    try {
      const lifecycles = await load();
      if (!bootstrapped) {
        await lifecycles.bootstrap(props);
        bootstrapped = true;
      }
      await lifecycles.mount(props);
      mountedApp = true;
    } catch (error) {
      console.error(`[hub] ${remote.name} could not be loaded`, error);
      mountFallback(props);
    }
  }

  async function retry(): Promise<void> {
    if (!lastProps) return;
    unmountFallback();
    // Forget the failed container so its entry script is fetched again.
    registerRemotes([{ name: remote.container, entry: remote.entry }], { force: true });
    await mountApp(lastProps);
  }

  return {
    preload: async () => {
      try {
        await load();
      } catch {
        // The mount loads it again and mounts the fallback if it still fails.
      }
    },
    bootstrap: async () => undefined,
    mount: async (props) => {
      lastProps = props;
      await mountApp(props);
    },
    unmount: async (props) => {
      lastProps = null;
      unmountFallback();
      if (mountedApp && app) {
        mountedApp = false;
        await app.unmount(props);
      }
    },
  };
}
