import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary';
import { ErrorPageFailure } from '../components/ErrorPages/ErrorPage';
import { HubRoot } from '../components/HubRoot/HubRoot';
import type { Locale } from '@hub/contracts';
import { addI18nBundles, addLocaleStrings, type I18nBundles } from '../i18n/i18n';

/**
 * A remote's strings as its build should ship them (issue 30 item 3): English in its code, the other
 * languages each a chunk of their own, e.g. `load: (locale) => import(`./i18n/${locale}.json`)`.
 */
export interface RemoteStrings {
  en: Record<string, unknown>;
  load: (locale: Exclude<Locale, 'en'>) => Promise<{ default: Record<string, unknown> }>;
}

export interface RemoteLifecyclesOptions {
  /** Federation name, e.g. 'mf-admin'; also the i18n namespace of the remote's strings. */
  name: string;
  rootComponent: ComponentType;
  /** Every language at once (tests; a remote whose strings are all needed at once). */
  i18nBundles?: I18nBundles;
  /** English at once and the languages in use as chunks (a remote's production strings). */
  strings?: RemoteStrings;
}

export type RemoteLifecycles = ReactAppOrParcel<object> & {
  /**
   * Settles once the remote's strings are there in the languages in use (never rejects: English
   * stands in for a language whose chunk cannot be fetched). The shell awaits it while it loads the
   * remote, before single-spa's timed mount; the bootstrap awaits it too.
   */
  ready: Promise<void>;
};

/** single-spa lifecycles of a remote: shared providers, an error boundary and the remote's strings. */
export function createRemoteLifecycles({ name, rootComponent: Root, i18nBundles, strings }: RemoteLifecyclesOptions): RemoteLifecycles {
  if (i18nBundles) addI18nBundles(name, i18nBundles);
  const ready = strings
    ? addLocaleStrings(name, strings.en, async (locale) => (await strings.load(locale)).default).catch(() => undefined)
    : Promise.resolve();
  function RemoteRoot() {
    return (
      <HubRoot transparent>
        <ErrorBoundary>
          <Root />
        </ErrorBoundary>
      </HubRoot>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${name})`;
  const lifecycles = singleSpaReact<object>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => <ErrorPageFailure />,
  });
  return { ...lifecycles, bootstrap: async (props) => ready.then(() => lifecycles.bootstrap(props)), ready };
}
