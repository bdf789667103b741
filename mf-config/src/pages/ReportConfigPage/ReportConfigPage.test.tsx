import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_REPORT_ITEM_FIELDS, dataMappingApi, stocktakeApi, type ReportConfig } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fakeApi, succeeds } from '@hub/ui/testing';
import { MAPPING, prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { ReportConfigPage } from './ReportConfigPage';

const READ = 'REPORT_CONFIGURATION_READ_STK_PREVIEW';
const MODIFY = 'REPORT_CONFIGURATION_MODIFY';
const saved = (config: ReportConfig) => ({ config, updatedAt: '2026-11-20T08:00:00.000Z', updatedBy: 'u1' });
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('ReportConfigPage (issue 12 item 9)', () => {
  beforeEach(prepareHub);

  it('When no report config is saved, then it warns that tablets cannot count (STR113) and saves the defaults with RPC000 worded', async () => {
    signInWith([READ, MODIFY]);
    const api = fakeApi().on(stocktakeApi.reportConfig, succeeds(null)).on(dataMappingApi.get, succeeds(MAPPING));
    renderInHub(<ReportConfigPage />);
    expect((await screen.findByTestId('config-not-saved')).textContent).toContain('STR113');
    api.on(stocktakeApi.saveReportConfig, ({ body }) => succeeds(saved(body as ReportConfig)));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ itemFields: DEFAULT_REPORT_ITEM_FIELDS, likelyMissingAfter: 2 });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Report config saved successfully' }));
  });

  it('When every line field is removed, then it asks for one and cannot save', async () => {
    signInWith([READ, MODIFY]);
    fakeApi().on(stocktakeApi.reportConfig, succeeds(saved({ itemFields: ['karat'], likelyMissingAfter: 3 }))).on(dataMappingApi.get, succeeds(MAPPING));
    renderInHub(<ReportConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Karat' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one field.');
    expect(saveButton().disabled).toBe(true);
  });

  it('When the threshold changes, then the config is saved with it', async () => {
    signInWith([READ, MODIFY]);
    const api = fakeApi()
      .on(stocktakeApi.reportConfig, succeeds(saved({ itemFields: ['karat'], likelyMissingAfter: 2 })))
      .on(dataMappingApi.get, succeeds(MAPPING));
    renderInHub(<ReportConfigPage />);
    const spin = await screen.findByRole('spinbutton', { name: /Likely missing after/ });
    fireEvent.change(spin, { target: { value: '4' } });
    fireEvent.blur(spin);
    api.on(stocktakeApi.saveReportConfig, ({ body }) => succeeds(saved(body as ReportConfig)));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ itemFields: ['karat'], likelyMissingAfter: 4 });
  });
});
