import type { StoreAddressTree } from '@hub/contracts';
import { testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { tokensOf, useAuthService } from './harness';

/** Every store code in a selector tree, in tree order. */
function codesOf(tree: StoreAddressTree): string[] {
  return tree.flatMap((c) =>
    c.states.flatMap((s) => s.cities.flatMap((city) => city.stores.map((store) => store.code))),
  );
}

describe.each(testDatabaseTargets())('store selector and client-hub lists on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  const token: Record<string, string> = {};

  useAuthService(target, {
    setup: async (h) => {
      ({ test, app } = h);
      // A custom permission set without any store read permission.
      await test.db.query(
        `update auth.users set permissions = '["TAG_MAPPING_READ_PREVIEW"]'::jsonb where email = 'printing@demo.hub'`,
      );
      for (const email of [
        'admin@demo.hub',
        'storemanager@demo.hub',
        'support@demo.hub',
        'sadmin@demo.hub',
        'owner@demo.hub',
        'admin@acme.hub',
        'printing@demo.hub',
      ]) {
        token[email] = (await tokensOf(app, email)).accessToken;
      }
    },
  });

  const get = (email: string, path: string) =>
    request(app).get(path).set('Authorization', `Bearer ${token[email]}`);

  describe('GET /merchant/store/address', () => {
    it("when an admin asks, then the merchant's stores come as a Country → State → City → Store tree without MASTER", async () => {
      const res = await get('admin@demo.hub', '/merchant/store/address');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', code: 'ST002' });
      const tree = res.body.data as StoreAddressTree;
      expect(tree.map((c) => c.country)).toEqual(['China', 'Thailand', 'United Arab Emirates']);
      expect(tree.find((c) => c.country === 'Thailand')).toEqual({
        country: 'Thailand',
        states: [
          {
            state: 'Bangkok',
            cities: [{ city: 'Pathum Wan', stores: [{ code: 'BKK-SIAM', name: 'Bangkok Siam Paragon' }] }],
          },
          {
            state: 'Chiang Mai',
            cities: [
              { city: 'Mueang Chiang Mai', stores: [{ code: 'CNX-NIMMAN', name: 'Chiang Mai Nimman' }] },
            ],
          },
        ],
      });
      expect(codesOf(tree).sort()).toEqual(['BKK-SIAM', 'CNX-NIMMAN', 'DXB-GOLDSOUK', 'SHA-NANJING']);
    });

    it('when a store-bound user asks, then only their stores are in the tree', async () => {
      const res = await get('storemanager@demo.hub', '/merchant/store/address');
      expect(res.status).toBe(200);
      expect(codesOf(res.body.data).sort()).toEqual(['BKK-SIAM', 'CNX-NIMMAN']);
      expect(res.body.data.map((c: { country: string }) => c.country)).toEqual(['Thailand']);
    });

    it("when ACME's admin asks, then only ACME's stores are there, never DEMO's (tenant-scoped)", async () => {
      const res = await get('admin@acme.hub', '/merchant/store/address');
      expect(res.status).toBe(200);
      expect(codesOf(res.body.data).sort()).toEqual(['ACME-BKK-ICON', 'ACME-DXB-MALL']);
    });

    it('when a store is created or deleted, then the tree follows', async () => {
      const created = await request(app)
        .post('/merchant/store')
        .set('Authorization', `Bearer ${token['admin@demo.hub']}`)
        .send({
          code: 'HKT-PATONG',
          name: 'Phuket Patong',
          address: { country: 'Thailand', state: 'Phuket', city: 'Patong' },
        });
      expect(created.status).toBe(201);
      const tree = (await get('admin@demo.hub', '/merchant/store/address')).body.data as StoreAddressTree;
      expect(tree.find((c) => c.country === 'Thailand')!.states.map((s) => s.state)).toEqual([
        'Bangkok',
        'Chiang Mai',
        'Phuket',
      ]);
      await request(app)
        .delete('/merchant/store/HKT-PATONG')
        .set('Authorization', `Bearer ${token['admin@demo.hub']}`);
      expect(codesOf((await get('admin@demo.hub', '/merchant/store/address')).body.data)).not.toContain(
        'HKT-PATONG',
      );
    });

    it('when the role holds no store or product read permission, then 403 UAC114; without a token 401 UAC103', async () => {
      expect((await get('printing@demo.hub', '/merchant/store/address')).body).toMatchObject({
        code: 'UAC114',
      });
      expect((await get('printing@demo.hub', '/merchant/store/address')).status).toBe(403);
      const anonymous = await request(app).get('/merchant/store/address');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'UAC103' });
    });
  });

  describe('GET /merchant/store/client-hub?merchant=', () => {
    it('when a user asks for their own merchant, then its stores come without MASTER', async () => {
      const res = await get('owner@demo.hub', '/merchant/store/client-hub?merchant=DEMO');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', code: 'ST002' });
      expect(res.body.data.map((s: { code: string }) => s.code)).toEqual([
        'BKK-SIAM',
        'CNX-NIMMAN',
        'DXB-GOLDSOUK',
        'SHA-NANJING',
      ]);
      expect(res.body.data[0]).toMatchObject({
        code: 'BKK-SIAM',
        tz: 'Asia/Bangkok',
        autosync: { isEnable: true, syncFrequency: 'DAILY' },
      });
    });

    it('when a store-bound user asks for their own merchant, then only their stores come', async () => {
      const res = await get('storemanager@demo.hub', '/merchant/store/client-hub?merchant=DEMO');
      expect(res.status).toBe(200);
      expect(res.body.data.map((s: { code: string }) => s.code)).toEqual(['BKK-SIAM', 'CNX-NIMMAN']);
    });

    it.each(['support@demo.hub', 'sadmin@demo.hub'])(
      'when a provider role with MERCHANTS_ALL_ACCESS (%s) asks for another merchant, then its stores come',
      async (email) => {
        const res = await get(email, '/merchant/store/client-hub?merchant=ACME');
        expect(res.status).toBe(200);
        expect(res.body.data.map((s: { code: string }) => s.code)).toEqual([
          'ACME-BKK-ICON',
          'ACME-DXB-MALL',
        ]);
      },
    );

    it('when a provider asks for a merchant that does not exist, then 404 UAC106 (400 UAC106 for a malformed id)', async () => {
      const res = await get('support@demo.hub', '/merchant/store/client-hub?merchant=NOPE');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 'error', code: 'UAC106' });
    });

    it.each([
      ['admin@acme.hub', 'DEMO'],
      ['admin@demo.hub', 'ACME'],
      ['admin@demo.hub', 'NOPE'],
    ])(
      'when %s (no MERCHANTS_ALL_ACCESS) asks for merchant %s, then 404 UAC106 whether it exists or not, and no store leaks',
      async (email, merchant) => {
        const res = await get(email, `/merchant/store/client-hub?merchant=${merchant}`);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ status: 'error', code: 'UAC106' });
        expect(res.body.data ?? null).toBeNull();
      },
    );

    it.each(['', '?merchant=', '?merchant=DE%20MO', '?merchant=DEMO&merchant=ACME'])(
      'when the merchant is missing or malformed (%s), then 400 UAC106',
      async (query) => {
        const res = await get('support@demo.hub', `/merchant/store/client-hub${query}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 'error', code: 'UAC106' });
      },
    );

    it('when the role holds no store or product read permission, then 403 UAC114 even for its own merchant', async () => {
      const res = await get('printing@demo.hub', '/merchant/store/client-hub?merchant=DEMO');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'UAC114' });
    });
  });
});
