import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GoldRate } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { localDay } from '../../domain/goldRateForm';
import { failed, fakeApi, ok, prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { GoldRatesPage } from './GoldRatesPage';

const READ = 'GOLD_RATE_READ_PREVIEW';
const MODIFY = 'GOLD_RATE_MODIFY';
const rate = (goldType: GoldRate['goldType'], grams: number, displayRate: number, effectiveDate = '2026-11-20'): GoldRate => ({
  goldType,
  grams,
  displayRate,
  ratePerGram: Math.round((displayRate / grams) * 10_000) / 10_000,
  effectiveDate,
  createdBy: 'u1',
  createdAt: `${effectiveDate}T08:00:00.000Z`,
});
const CURRENT = [rate('24K', 1, 2950), rate('22K', 15.244, 41000)];

function api() {
  return fakeApi({
    'GET /merchant/gold-rates': ok('GR001', CURRENT),
    'GET /merchant/gold-rates/history': ok('GR001', { rows: [...CURRENT, rate('24K', 1, 2900, '2026-11-01')], total: 45, start: 0, pageSize: 20 }),
  });
}
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('GoldRatesPage (spec section 3 "Gold rate", issue 5 item 8, GR codes)', () => {
  beforeEach(prepareHub);

  it('shows the rate in force per gold type and the history with localised days', async () => {
    signInWith([READ, MODIFY]);
    const { calls } = api();
    renderInHub(<GoldRatesPage />);
    expect(await screen.findAllByTestId('gold-rate-row')).toHaveLength(8);
    expect((screen.getByRole('textbox', { name: 'Display rate of 22K' }) as HTMLInputElement).value).toBe('41000');
    expect((screen.getByRole('textbox', { name: 'Display rate of 18K' }) as HTMLInputElement).value).toBe('');
    const rows = await screen.findAllByTestId('gold-rate-history-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('Nov 1, 2026')).toBeTruthy();
    expect(screen.getByText('1–3 of 45')).toBeTruthy();
    expect(calls.find((c) => c.path === '/merchant/gold-rates/history')?.query).toBe('start=0&pageSize=20');
  });

  it('When two rates change, then each is entered from the chosen day, GR000 is worded and the history reloads', async () => {
    signInWith([READ, MODIFY]);
    const { calls, routes } = api();
    renderInHub(<GoldRatesPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Display rate of 24K' }), { target: { value: '3010' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Grams of 18K' }), { target: { value: '1' } });
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Required.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Display rate of 18K' }), { target: { value: '2210' } });
    expect(saveButton().disabled).toBe(false);

    routes['POST /merchant/gold-rates'] = (body) => ok('GR000', body);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    const today = localDay(new Date());
    expect(posts).toEqual([
      { goldType: '24K', grams: 1, displayRate: 3010, effectiveDate: today },
      { goldType: '18K', grams: 1, displayRate: 2210, effectiveDate: today },
    ]);
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Gold rate saved successfully' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/merchant/gold-rates/history')).toHaveLength(2));
  });

  it('When a rate is only retyped the same, then there is nothing to update', async () => {
    signInWith([READ, MODIFY]);
    api();
    renderInHub(<GoldRatesPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Grams of 24K' }), { target: { value: '1.00' } });
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('No changes')).toBeTruthy();
  });

  it('When the history is paged or filtered by gold type, then the query says so', async () => {
    signInWith([READ]);
    const { calls } = api();
    renderInHub(<GoldRatesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.some((c) => c.query === 'start=20&pageSize=20')).toBe(true));
    fireEvent.click(screen.getByRole('combobox', { name: 'Gold type of the history' }));
    fireEvent.click(await screen.findByRole('option', { name: '22K' }));
    await waitFor(() => expect(calls.some((c) => c.query === 'start=0&pageSize=20&goldType=22K')).toBe(true));
  });

  it('When the user lacks GOLD_RATE_MODIFY, then rates are read-only', async () => {
    signInWith([READ]);
    api();
    renderInHub(<GoldRatesPage />);
    expect(((await screen.findByRole('textbox', { name: 'Grams of 24K' })) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('When the rates fail to load, then the error shows; without GOLD_RATE_READ_PREVIEW Access Denied shows', async () => {
    signInWith([READ]);
    fakeApi({ 'GET /merchant/gold-rates': failed(500, 'SE100'), 'GET /merchant/gold-rates/history': failed(500, 'SE100') });
    const view = renderInHub(<GoldRatesPage />);
    expect(await screen.findByText('The gold rates could not be loaded')).toBeTruthy();
    expect(await screen.findByText('The gold rate history could not be loaded')).toBeTruthy();
    view.unmount();
    signInWith([]);
    renderInHub(<GoldRatesPage />);
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
  });
});
