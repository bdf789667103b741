import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { goldRatesApi, storesApi, type GoldRate, type GoldRateBody } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fails, fakeApi, storeEntry, succeeds } from '@hub/ui/testing';
import { localDay } from '../../domain/goldRateForm';
import { prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { GoldRatesPage } from './GoldRatesPage';

const READ = 'GOLD_RATE_READ_PREVIEW';
const MODIFY = 'GOLD_RATE_MODIFY';
const rate = (goldType: GoldRate['goldType'], grams: number, displayRate: number, effectiveDate = '2026-11-20', currency: string | null = 'THB'): GoldRate => ({
  goldType,
  grams,
  displayRate,
  currency,
  ratePerGram: Math.round((displayRate / grams) * 10_000) / 10_000,
  effectiveDate,
  createdBy: 'u1',
  createdAt: `${effectiveDate}T08:00:00.000Z`,
});
const CURRENT = [rate('22K', 1, 250, '2026-11-20', 'AED'), rate('24K', 1, 2950), rate('22K', 15.244, 41000)];
/** The merchant's stores: two in baht (the session's MASTER among them), one in dirham. */
const STORES = [
  storeEntry({ code: 'MASTER', currency: 'THB' }),
  storeEntry({ code: 'BKK', currency: 'THB' }),
  storeEntry({ code: 'DXB', currency: 'AED' }),
];
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function serve() {
  return fakeApi()
    .on(storesApi.list, succeeds(STORES))
    .on(goldRatesApi.current, succeeds(CURRENT))
    .on(
      goldRatesApi.history,
      succeeds({
        rows: [...CURRENT.slice(1), rate('24K', 1, 2900, '2026-11-01'), rate('24K', 1, 2800, '2026-10-01', null)],
        total: 45,
        start: 0,
        pageSize: 20,
      }),
    );
}
/** A new rate answered as entered, as the API answers it. */
const entered = ({ body }: { body: unknown }) => {
  const sent = body as GoldRateBody;
  return succeeds<typeof goldRatesApi.create>(rate(sent.goldType, sent.grams, sent.displayRate, sent.effectiveDate, sent.currency));
};
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('GoldRatesPage (spec section 3 "Gold rate", issue 5 item 8, GR codes)', () => {
  beforeEach(prepareHub);

  it('shows the rate in force per gold type in the session store\'s currency and the history with localised days and amounts', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<GoldRatesPage />);
    expect(await screen.findAllByTestId('gold-rate-row')).toHaveLength(8);
    expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLButtonElement).textContent).toBe('THB · Thai Baht');
    expect((screen.getByRole('textbox', { name: 'Display rate of 22K' }) as HTMLInputElement).value).toBe('41000');
    expect((screen.getByRole('textbox', { name: 'Display rate of 18K' }) as HTMLInputElement).value).toBe('');
    expect(plain(screen.getAllByTestId('gold-rate-row')[2]!.textContent)).toContain('THB 2,689.58');
    const rows = await screen.findAllByTestId('gold-rate-history-row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByText('Nov 1, 2026')).toBeTruthy();
    expect(plain(rows[0]!.textContent)).toContain('THB 2,950');
    // A rate entered before rates had a currency: its amount alone, the currency "Not set".
    expect(plain(rows[3]!.textContent)).toContain('Not set');
    expect(plain(rows[3]!.textContent)).toContain('2,800');
    expect(screen.getByText('1–4 of 45')).toBeTruthy();
    expect(api.callsOf(goldRatesApi.history)[0]?.query).toEqual({ start: '0', pageSize: '20' });
  });

  it('When two rates change, then each is entered from the chosen day, GR000 is worded and the history reloads', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<GoldRatesPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Display rate of 24K' }), { target: { value: '3010' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Grams of 18K' }), { target: { value: '1' } });
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Required.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Display rate of 18K' }), { target: { value: '2210' } });
    expect(saveButton().disabled).toBe(false);

    api.on(goldRatesApi.create, entered);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    const posts = api.calls.filter((c) => c.method === 'POST').map((c) => c.body);
    const today = localDay(new Date());
    expect(posts).toEqual([
      { goldType: '24K', grams: 1, displayRate: 3010, currency: 'THB', effectiveDate: today },
      { goldType: '18K', grams: 1, displayRate: 2210, currency: 'THB', effectiveDate: today },
    ]);
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Gold rate saved successfully' }));
    await waitFor(() => expect(api.callsOf(goldRatesApi.history)).toHaveLength(2));
  });

  it('When another currency is chosen, then its rates show and new ones are entered in it; with unsaved changes the currency stays', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<GoldRatesPage />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Currency' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['THB · Thai Baht', 'AED · United Arab Emirates Dirham']);
    fireEvent.click(screen.getByRole('option', { name: 'AED · United Arab Emirates Dirham' }));
    expect((screen.getByRole('textbox', { name: 'Display rate of 22K' }) as HTMLInputElement).value).toBe('250');
    expect((screen.getByRole('textbox', { name: 'Display rate of 24K' }) as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByRole('textbox', { name: 'Display rate of 22K' }), { target: { value: '255.5' } });
    expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Save or discard the changes to switch currency.')).toBeTruthy();
    api.on(goldRatesApi.create, entered);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { goldType: '22K', grams: 1, displayRate: 255.5, currency: 'AED', effectiveDate: localDay(new Date()) },
    ]);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Currency' }) as HTMLButtonElement).textContent).toBe('AED · United Arab Emirates Dirham'));
  });

  it('When the history is filtered by currency, then the query says so', async () => {
    signInWith([READ]);
    const api = serve();
    renderInHub(<GoldRatesPage />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Currency of the history' }));
    fireEvent.click(await screen.findByRole('option', { name: 'AED · United Arab Emirates Dirham' }));
    await waitFor(() => expect(api.callsOf(goldRatesApi.history).map((c) => c.query)).toContainEqual({ start: '0', pageSize: '20', currency: 'AED' }));
  });

  it('When a rate is only retyped the same, then there is nothing to update', async () => {
    signInWith([READ, MODIFY]);
    serve();
    renderInHub(<GoldRatesPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Grams of 24K' }), { target: { value: '1.00' } });
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('No changes')).toBeTruthy();
  });

  it('When the history is paged or filtered by gold type, then the query says so', async () => {
    signInWith([READ]);
    const api = serve();
    renderInHub(<GoldRatesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls.map((c) => c.query)).toContainEqual({ start: '20', pageSize: '20' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Gold type of the history' }));
    fireEvent.click(await screen.findByRole('option', { name: '22K' }));
    await waitFor(() => expect(api.calls.map((c) => c.query)).toContainEqual({ start: '0', pageSize: '20', goldType: '22K' }));
  });

  it('When the user lacks GOLD_RATE_MODIFY, then rates are read-only', async () => {
    signInWith([READ]);
    serve();
    renderInHub(<GoldRatesPage />);
    expect(((await screen.findByRole('textbox', { name: 'Grams of 24K' })) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('When the rates fail to load, then the error shows; without GOLD_RATE_READ_PREVIEW Access Denied shows', async () => {
    signInWith([READ]);
    fakeApi().on(goldRatesApi.current, fails(500, 'SE100')).on(goldRatesApi.history, fails(500, 'SE100'));
    const view = renderInHub(<GoldRatesPage />);
    expect(await screen.findByText('The gold rates could not be loaded')).toBeTruthy();
    expect(await screen.findByText('The gold rate history could not be loaded')).toBeTruthy();
    view.unmount();
    signInWith([]);
    renderInHub(<GoldRatesPage />);
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
  });
});
