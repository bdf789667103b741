import { messageFor } from '@hub/contracts';
import { ApiError, hubStore } from '@hub/ui';
import { exportProducts } from './exportProducts';

const query = { sid: 'BKK' } as unknown as Parameters<typeof exportProducts>[0];

describe('exportProducts: a failed export carries its code in the page\'s language', () => {
  const base = globalThis.fetch;
  const answer = (status: number, body: string) => {
    globalThis.fetch = (async () => ({ ok: false, status, headers: new Headers(), json: async () => JSON.parse(body) as unknown }) as Response) as typeof fetch;
  };
  afterEach(() => {
    globalThis.fetch = base;
    hubStore.setState({ locale: 'en' });
  });

  it('When the answer is not JSON, then the error is SE100 worded in Thai on a Thai page (from the loaded catalogue)', async () => {
    hubStore.setState({ locale: 'th' });
    answer(502, '<html>');
    const error = (await exportProducts(query, {}).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('SE100');
    expect(error.message).toBe(messageFor('SE100', 'th'));
  });

  it('When the server words its error, then its words are kept', async () => {
    answer(400, JSON.stringify({ status: 'error', code: 'PD101', message: 'Said by the server' }));
    const error = (await exportProducts(query, {}).catch((e: unknown) => e)) as ApiError;
    expect([error.code, error.message]).toEqual(['PD101', 'Said by the server']);
  });

  it('When the network fails, then the error is the undefined code\'s wording', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = (await exportProducts(query, {}).catch((e: unknown) => e)) as ApiError;
    expect([error.code, error.message]).toEqual(['undefined', messageFor('undefined', 'en')]);
  });
});
