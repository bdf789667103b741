// A merchant of a journey's own (issue 28): registered with a serial key the provider (SADMIN) issues,
// its setup done, as the API's callers would. A journey that writes a catalogue, a mapping or a printer
// of its own does it here and never touches DEMO.
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './hub';

/** The headers of a new session of `email`. */
export async function authOf(request: APIRequestContext, email: string, password: string): Promise<Record<string, string>> {
  const signin = await request.post('/merchant/user/signin', { data: { email, password } });
  expect(signin.status(), `sign-in of ${email}`).toBe(200);
  const answer = (await signin.json()) as { accessToken?: string; data?: { accessToken: string } };
  return { Authorization: `Bearer ${answer.data?.accessToken ?? answer.accessToken}` };
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export interface NewMerchant {
  email: string;
  password: string;
}

/**
 * A new merchant, its setup done: `name` is its name, `emailLocal` the local part of its admin's
 * e-mail (unique per run), `tz` the zone of its MASTER store.
 */
export async function newMerchant(request: APIRequestContext, name: string, emailLocal: string, tz: string): Promise<NewMerchant> {
  const sadminAuth = await authOf(request, 'sadmin@demo.hub', DEMO_PASSWORD);
  const issued = await request.post('/merchant/serial-keys', { headers: sadminAuth, data: { type: 'SUBSCRIPTION', hardwareType: 'TABLET', quantity: 1, startDate: day(-1), endDate: day(10) } });
  expect(issued.status()).toBe(201);
  const serialKey = ((await issued.json()) as { data: { key: string } }).data.key;
  const email = `${emailLocal}@shop.test`;
  const password = 'Sample@12345';
  const registered = await request.post('/merchant/register', { data: { merchantName: name, userName: 'Ada', email, password, serialKey, tz } });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  expect((await request.post('/merchant/setup/complete', { headers: await authOf(request, email, password) })).status()).toBeLessThan(300);
  return { email, password };
}
