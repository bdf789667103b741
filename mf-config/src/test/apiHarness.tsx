import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { DataMappingAnswer } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { i18nBundles } from '../i18n';

/** The pages' shared test setting; their calls are answered by the typed fake of '@hub/ui/testing'. */

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
export const MAPPING: DataMappingAnswer = {
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
