import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { i18nBundles } from '../i18n';

/** A fetch answer with the hub's envelope. */
export function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

export const ok = (code: string, data: unknown) => answer(200, { status: 'success', code, data });
export const failed = (status: number, code: string, details?: unknown) => answer(status, { status: 'error', code, message: code, details });

type Route = Response | ((body: unknown) => Response);

/**
 * A fetch stand-in answering by "METHOD /path" (query left out), recording every call; unknown
 * calls answer 404 so a test sees them fail.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const [path = '', query = ''] = String(url).split('?');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path, query, body });
    const route = routes[`${method} ${path}`];
    if (!route) return failed(404, 'SE101');
    return typeof route === 'function' ? route(body) : route;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock, routes };
}

export function signInWith(roles: string[]) {
  hubStore.getState().signIn({
    user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles, merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}

export function prepareHub() {
  addI18nBundles('mf-config', i18nBundles);
  hubStore.setState({ locale: 'en' });
  hubStore.getState().closeSnackbar();
}

export const renderInHub = (page: ReactElement) => render(<HubRoot>{page}</HubRoot>);

/** The demo-like data mapping: a few text fields and numeric ones. */
export const MAPPING = {
  fields: [
    { name: 'productCode', displayName: 'Product code', erpField: 'CODE', type: 'text', visible: true, filter: { enabled: false, range: false } },
    { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC', type: 'text', visible: true, filter: { enabled: false, range: false } },
    { name: 'karat', displayName: 'Karat', erpField: 'KT', type: 'text', visible: true, filter: { enabled: true, range: false } },
    { name: 'netWeight', displayName: 'Net weight', erpField: 'NWT', type: 'number', visible: true, filter: { enabled: true, range: true } },
  ],
  uniqueFields: [],
  fieldMappings: [],
  groups: { single: [], multi: [] },
  revision: 3,
  configured: true,
  updatedAt: '2026-11-20T08:00:00.000Z',
};
