import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { rfidConfigApi, type RfidConfig, type RfidConfigAnswer } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { RfidConfigPage } from './RfidConfigPage';

const READ = 'RFID_CONFIGURATION_READ_PREVIEW';
const MODIFY = 'RFID_CONFIGURATION_MODIFY';
const DEFAULTS: RfidConfigAnswer = { multipleTags: false, encoding: 'HEX', length: 24, configured: false, updatedAt: null };
const saved = (config: RfidConfig): RfidConfigAnswer => ({ ...config, configured: true, updatedAt: '2026-11-20T08:00:00.000Z' });
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const length = () => screen.getByRole('spinbutton', { name: /Length/ }) as HTMLInputElement;

describe('RfidConfigPage (issue 14 item 1, /config/rfid)', () => {
  beforeEach(prepareHub);

  it('When nothing is saved yet, then the defaults show (one tag per product, 24 hex digits) and can be saved as they are, with CR000 worded', async () => {
    signInWith([READ, MODIFY]);
    const api = fakeApi().on(rfidConfigApi.get, succeeds(DEFAULTS));
    renderInHub(<RfidConfigPage />);
    expect(await screen.findByTestId('config-not-saved')).toBeTruthy();
    expect((screen.getByRole('switch', { name: /Several tags per product/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Hex digits/ }) as HTMLInputElement).checked).toBe(true);
    expect(length().value).toBe('24');
    expect(screen.getByTestId('rfid-sample').textContent).toBe('E28011700000020A1B2C3D4E');
    api.on(rfidConfigApi.save, ({ body }) => succeeds(saved(body as RfidConfig)));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ multipleTags: false, encoding: 'HEX', length: 24 });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'RFID config saved successfully' }));
    expect(screen.queryByTestId('config-not-saved')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('When multiple tags are turned on and the encoding becomes ASCII, then the length takes a value ASCII allows and the saved config carries all three', async () => {
    signInWith([READ, MODIFY]);
    const api = fakeApi().on(rfidConfigApi.get, succeeds(saved({ multipleTags: false, encoding: 'HEX', length: 64 })));
    renderInHub(<RfidConfigPage />);
    expect((await screen.findByRole('spinbutton', { name: /Length/ }) as HTMLInputElement).value).toBe('64');
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: /Several tags per product/ }));
    fireEvent.click(screen.getByRole('radio', { name: /ASCII text/ }));
    expect(length().value).toBe('12');
    expect(screen.getByText('At most this many characters: 1 to 32.')).toBeTruthy();
    api.on(rfidConfigApi.save, ({ body }) => succeeds(saved(body as RfidConfig)));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ multipleTags: true, encoding: 'ASCII', length: 12 });
  });

  it('When the length leaves the encoding\'s range, then the field says so and Save waits', async () => {
    signInWith([READ, MODIFY]);
    fakeApi().on(rfidConfigApi.get, succeeds(saved({ multipleTags: false, encoding: 'HEX', length: 24 })));
    renderInHub(<RfidConfigPage />);
    const input = await screen.findByRole('spinbutton', { name: /Length/ });
    fireEvent.change(input, { target: { value: '26' } });
    fireEvent.blur(input);
    await waitFor(() => expect(length().getAttribute('aria-invalid')).toBe('true'));
    expect(saveButton().disabled).toBe(true);
  });

  it('When the server refuses turning multiple tags off (CR102), then its wording shows and the draft stays', async () => {
    signInWith([READ, MODIFY]);
    const api = fakeApi().on(rfidConfigApi.get, succeeds(saved({ multipleTags: true, encoding: 'HEX', length: 24 })));
    renderInHub(<RfidConfigPage />);
    fireEvent.click(await screen.findByRole('switch', { name: /Several tags per product/ }));
    api.on(rfidConfigApi.save, fails(409, 'CR102'));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    await waitFor(() =>
      expect(hubStore.getState().snackbar).toMatchObject({ intent: 'error', message: 'Some products still carry several tags: unmap their extra tags before turning multiple tags off' }),
    );
    expect((screen.getByRole('switch', { name: /Several tags per product/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('When the user may only read, then nothing can be changed', async () => {
    signInWith([READ]);
    fakeApi().on(rfidConfigApi.get, succeeds(saved({ multipleTags: true, encoding: 'HEX', length: 24 })));
    renderInHub(<RfidConfigPage />);
    expect(((await screen.findByRole('switch', { name: /Several tags per product/ })) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: /ASCII text/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('When the user lacks the read permission, then access is denied', () => {
    signInWith([]);
    renderInHub(<RfidConfigPage />);
    expect(screen.queryByTestId('rfid-config-page')).toBeNull();
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
  });
});
