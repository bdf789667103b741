import { registerApplication, start, triggerAppChange } from 'single-spa';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { hubStore, isSignedIn } from '@hub/ui';
import { remoteShowsPage } from '../rules/remotePages';
import { remoteApplication } from './remoteApplication';
import { fetchRemoteManifest } from './remoteManifest';
import { remoteSlot } from './remoteSlot';

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
      app: async () => remoteApplication(remote),
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
  start({ urlRerouteOnly: true });
}
