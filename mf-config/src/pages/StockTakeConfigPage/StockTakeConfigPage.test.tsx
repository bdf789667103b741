import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dataMappingApi, stocktakeApi, type StocktakeConfig } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fakeApi, succeeds } from '@hub/ui/testing';
import { MAPPING, prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { StockTakeConfigPage } from './StockTakeConfigPage';

const READ = 'STOCK_TAKE_CONFIGURATION_READ_PREVIEW';
const MODIFY = 'STOCK_TAKE_CONFIGURATION_MODIFY';
const saved = (config: StocktakeConfig) => ({ config, updatedAt: '2026-11-20T08:00:00.000Z', updatedBy: 'u1' });
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('StockTakeConfigPage (issue 12 item 9)', () => {
  beforeEach(prepareHub);

  it('When nothing is saved yet, then the defaults show and can be saved as they are, with STC000 worded', async () => {
    signInWith([READ, MODIFY]);
    const api = fakeApi().on(stocktakeApi.config, succeeds(null)).on(dataMappingApi.get, succeeds(MAPPING));
    renderInHub(<StockTakeConfigPage />);
    expect(await screen.findByTestId('config-not-saved')).toBeTruthy();
    expect(screen.getByText('No filters: every count covers the whole store.')).toBeTruthy();
    expect((screen.getByRole('switch', { name: /Show the expected count/ }) as HTMLInputElement).checked).toBe(true);
    expect(saveButton().disabled).toBe(false);
    api.on(stocktakeApi.saveConfig, ({ body }) => succeeds(saved(body as StocktakeConfig)));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ filterFields: [], showExpectedCount: true });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Stock-take config saved successfully' }));
    expect(screen.queryByTestId('config-not-saved')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('When a filter field is added and the expected count hidden, then the saved config carries both', async () => {
    signInWith([READ, MODIFY]);
    const api = fakeApi()
      .on(stocktakeApi.config, succeeds(saved({ filterFields: ['karat'], showExpectedCount: true })))
      .on(dataMappingApi.get, succeeds(MAPPING));
    renderInHub(<StockTakeConfigPage />);
    expect(await screen.findByText('Karat')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('combobox', { name: 'Add a field to Count filters' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Net weight (netWeight)' }));
    fireEvent.click(screen.getByRole('switch', { name: /Show the expected count/ }));
    api.on(stocktakeApi.saveConfig, ({ body }) => succeeds(saved(body as StocktakeConfig)));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ filterFields: ['karat', 'netWeight'], showExpectedCount: false });
  });

  it('When the user may only read, then nothing can be changed', async () => {
    signInWith([READ]);
    fakeApi().on(stocktakeApi.config, succeeds(saved({ filterFields: ['karat'], showExpectedCount: true }))).on(dataMappingApi.get, succeeds(MAPPING));
    renderInHub(<StockTakeConfigPage />);
    expect(((await screen.findByRole('switch', { name: /Show the expected count/ })) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Add a field to Count filters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('When the user lacks the read permission, then access is denied', () => {
    signInWith([]);
    renderInHub(<StockTakeConfigPage />);
    expect(screen.queryByTestId('stocktake-config-page')).toBeNull();
  });
});
