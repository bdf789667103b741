import { registerApplication, setBootstrapMaxTime, setMountMaxTime, setUnmountMaxTime, start, triggerAppChange } from 'single-spa';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { hubStore, isSignedIn } from '@hub/ui/core';
import { remoteShowsPage } from '../rules/remotePages';
import { remoteApplication } from './remoteApplication';
import { fetchRemoteManifest } from './remoteManifest';
import { remoteSlot } from './remoteSlot';

/**
 * single-spa times each lifecycle and writes a console error past its limit (3 s for a mount, after a
 * warning every second), though it waits on (dieOnTimeout false). A remote's code is fetched before
 * (its loading phase has no limit), so the limit is a first render's: the page's Fluent styles and
 * first commit, which took over 3 s on a 2-core machine at load 5 (issue 30: 149 of 440 loads warned).
 * 10 s, with no warning before it, leaves a real hang reported.
 */
const LIFECYCLE_LIMIT_MS = 10_000;

/**
 * Architecture section 3: remotes come from the gateway's manifest at run time; each is a single-spa
 * application active on its own pages (any locale prefix) for a signed-in user, mounted into the
 * content slot of the default layout.
 */
export async function registerMicrofrontends(): Promise<void> {
  const remotes = await fetchRemoteManifest();
  registerRemotes(remotes.map((r) => ({ name: r.container, entry: r.entry })));
  for (const remote of remotes) {
    registerApplication({
      name: remote.name,
      // The remote's code arrives in the loading phase (no time limit), not in the timed mount.
      app: async () => {
        const application = remoteApplication(remote);
        await application.preload();
        return application;
      },
      activeWhen: (location) =>
        remoteShowsPage(remote.name, location.pathname, isSignedIn(), hubStore.getState().user?.roles),
      customProps: { domElementGetter: remoteSlot },
    });
  }
  // Signing in or out, or new rights, change which remote is active without a URL change.
  hubStore.subscribe((state, previous) => {
    const signedInChanged = (state.accessToken === null) !== (previous.accessToken === null);
    if (signedInChanged || state.user?.roles !== previous.user?.roles) void triggerAppChange();
  });
  setBootstrapMaxTime(LIFECYCLE_LIMIT_MS, false, LIFECYCLE_LIMIT_MS);
  setMountMaxTime(LIFECYCLE_LIMIT_MS, false, LIFECYCLE_LIMIT_MS);
  setUnmountMaxTime(LIFECYCLE_LIMIT_MS, false, LIFECYCLE_LIMIT_MS);
  start({ urlRerouteOnly: true });
}
