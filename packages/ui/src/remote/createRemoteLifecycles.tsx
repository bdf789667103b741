import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary';
import { ErrorPageFailure } from '../components/ErrorPages/ErrorPage';
import { HubRoot } from '../components/HubRoot/HubRoot';
import { addI18nBundles, type I18nBundles } from '../i18n/i18n';

export interface RemoteLifecyclesOptions {
  /** Federation name, e.g. 'mf-admin'; also the i18n namespace of the remote's strings. */
  name: string;
  rootComponent: ComponentType;
  i18nBundles?: I18nBundles;
}

export type RemoteLifecycles = ReactAppOrParcel<object>;

/** single-spa lifecycles of a remote: shared providers, an error boundary and the remote's strings. */
export function createRemoteLifecycles({ name, rootComponent: Root, i18nBundles }: RemoteLifecyclesOptions): RemoteLifecycles {
  if (i18nBundles) addI18nBundles(name, i18nBundles);
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
  return singleSpaReact<object>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => <ErrorPageFailure />,
  });
}
