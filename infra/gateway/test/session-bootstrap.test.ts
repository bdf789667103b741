// The session's start (issue 30 item 1) through the all-in-one hub: svc-auth answers it, asking the
// other services as the caller, so every part is exactly what the caller's own call of the part's
// endpoint answers (same merchant, same permission), refusals included.
import {
  DEFAULT_ROLE_PERMISSIONS,
  hasPermission,
  PERMISSIONS,
  SESSION_BOOTSTRAP_PARTS,
  sessionBootstrapApi,
  type BootstrapPartName,
  type SessionBootstrap,
} from '@hub/contracts';
import { serverDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { useAllInOne } from './support/all-in-one';

jest.setTimeout(120_000);

const PART_ENDPOINTS = SESSION_BOOTSTRAP_PARTS;

describe.each(serverDatabaseTargets())("the session's start on %s", (target) => {
  const hub = useAllInOne(target);

  async function bootstrapAndParts(email: string) {
    const auth = await hub.signIn(email);
    const res = await request(hub.url).get(sessionBootstrapApi.get.path).set(auth).set('Accept-Language', 'th');
    const names = Object.keys(PART_ENDPOINTS) as BootstrapPartName[];
    const answers = await Promise.all(names.map((name) => request(hub.url).get(PART_ENDPOINTS[name].path).set(auth).set('Accept-Language', 'th')));
    const direct = Object.fromEntries(names.map((name, i) => [name, answers[i]!])) as Record<BootstrapPartName, (typeof answers)[number]>;
    return { res, bootstrap: res.body.data as SessionBootstrap, direct };
  }

  it.each(['admin@demo.hub', 'printing@demo.hub', 'storeuser@demo.hub', 'admin@acme.hub'])(
    "When %s starts a session, then each part is what the part's own endpoint answers that user",
    async (email) => {
      const { res, bootstrap, direct } = await bootstrapAndParts(email);
      expect(res.status).toBe(200);
      expect(res.body.code).toBe('UAC013');
      for (const name of Object.keys(PART_ENDPOINTS) as BootstrapPartName[]) {
        const own = direct[name];
        const part = bootstrap[name];
        if (own.status === 200) expect(part).toEqual({ ok: true, data: own.body.data });
        else expect(part).toEqual({ ok: false, status: own.status, code: own.body.code });
      }
    },
  );

  it('When a role may not read imports, then its start carries the refusal and never the progress', async () => {
    expect(hasPermission(DEFAULT_ROLE_PERMISSIONS.PRINTING, PERMISSIONS.DATA_IMPORT_READ_PREVIEW)).toBe(false);
    const { bootstrap } = await bootstrapAndParts('printing@demo.hub');
    expect(bootstrap.importProgress).toEqual({ ok: false, status: 403, code: 'UAC114' });
    expect(bootstrap.setup.ok && bootstrap.globalConfig.ok && bootstrap.theme.ok).toBe(true);
  });

  it("When ACME's administrator starts a session, then nothing in it is DEMO's", async () => {
    const { bootstrap } = await bootstrapAndParts('admin@acme.hub');
    expect(JSON.stringify(bootstrap)).not.toMatch(/Demo Jewellers|BKK-SIAM|admin@demo\.hub/);
  });

  it('When nobody is signed in, then the start is refused like any signed-in route', async () => {
    const res = await request(hub.url).get(sessionBootstrapApi.get.path);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UAC103');
  });
});
