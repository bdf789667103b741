import { EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { serverDatabaseTargets } from '@hub/service-kit/testing';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { useAllInOne } from './support/all-in-one';

const targets = serverDatabaseTargets();

/** A generous bound: the gateway disconnects within a second; this only keeps a broken run from hanging. */
const BOUND_MS = 30_000;

/** Resolves with the first `event` the socket gets; rejects after `ms` (a bound, never the result). */
function next<T>(socket: Socket, event: string, ms = BOUND_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves with the first event on `channel` that `match` accepts (bounded like `next`). */
function nextMatching(socket: Socket, channel: string, match: (event: EventEnvelope) => boolean, ms = BOUND_MS): Promise<EventEnvelope> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no matching ${channel} within ${ms} ms`)), ms);
    const listener = (event: EventEnvelope) => {
      if (!match(event)) return;
      clearTimeout(timer);
      socket.off(channel, listener);
      resolve(event);
    };
    socket.on(channel, listener);
  });
}

/** The job or count an event is about. */
const idOf = (e: EventEnvelope) => {
  const data = e.data as { jobId?: string; stocktakeId?: string };
  return data.jobId ?? data.stocktakeId;
};

const progress = (sid: string, jobId: string) =>
  createEvent(EVENT_TYPES.IMPORT_PROGRESS, 'DEMO', { jobId, sid, status: 'IMPORTING', message: 'INITIATED', start: null, end: null, totalCount: 1, processed: 0, nUpserted: 0, nModified: 0, nInserted: 0, skipped: 0, approxTime: { min: 0, sec: 0 } });
const live = (sid: string, stocktakeId: string) => createEvent(EVENT_TYPES.STOCKTAKE_LIVE, 'DEMO', { stocktakeId, sid, status: 'Draft', day: '2026-01-15', readCount: 1, missingCount: 0 });
const printed = (stores: string[], jobId: string) =>
  createEvent(EVENT_TYPES.PRINT_PROGRESS, 'DEMO', { jobId, status: 'RUNNING', total: 1, queued: 1, printed: 0, voided: 0, failed: 0, cancelled: 0, reason: null, stores });

// Issue 25 item 4: live channels follow rights. A socket ends with its session (sign-out, demotion,
// deactivation, a change of its role) and gets only the events its permissions and stores allow.
describe.each(targets)('live channels follow rights (all-in-one) on %s', (target) => {
  const hub = useAllInOne(target);
  const sockets: Socket[] = [];
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = await hub.signIn('admin@demo.hub');
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  const tokenOf = (auth: Record<string, string>) => auth.Authorization!.slice('Bearer '.length);
  const socketOf = (token: string) => {
    const socket = connect(hub.url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return socket;
  };
  /** A connected socket of the token, collecting what it gets on `channels`. */
  async function open(token: string, channels: string[] = []): Promise<{ socket: Socket; seen: EventEnvelope[] }> {
    const socket = socketOf(token);
    const seen: EventEnvelope[] = [];
    for (const channel of channels) socket.on(channel, (event: EventEnvelope) => seen.push(event));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no connect within ${BOUND_MS} ms`)), BOUND_MS);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.once('connect_error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    return { socket, seen };
  }
  /** The handshake's answer to the token: refused with this code. */
  const refusal = async (token: string) => (await next<Error>(socketOf(token), 'connect_error')).message;
  async function newUser(email: string, roleName: string, stores: string[]): Promise<string> {
    const created = await request(hub.url).post('/merchant/users').set(admin).send({ userName: email, email, roleName, password: 'Secret@12', stores });
    expect(created.status).toBe(201);
    const signin = await request(hub.url).post('/merchant/user/signin').send({ email, password: 'Secret@12' });
    expect(signin.status).toBe(200);
    return signin.body.data.accessToken as string;
  }
  const editUser = (email: string, body: object) => request(hub.url).put(`/merchant/users/${encodeURIComponent(email)}`).set(admin).send(body);

  /** Opens a socket of `token`, does `change`, and expects the server to disconnect it and refuse the token again. */
  async function endsWith(token: string, change: () => Promise<unknown>): Promise<void> {
    const { socket } = await open(token);
    const gone = next<string>(socket, 'disconnect');
    await change();
    expect(await gone).toBe('io server disconnect');
    expect(await refusal(token)).toBe('UAC104');
  }

  it('when a user signs in with a temporary password, then the socket is refused (UAC126) until a new password is chosen', async () => {
    await newUser('temporary.socket@demo.hub', 'STORE_MANAGER', ['BKK-SIAM']);
    const set = await request(hub.url).post(`/merchant/users/${encodeURIComponent('temporary.socket@demo.hub')}/temporary-password`).set(admin).send({});
    expect(set.status).toBe(200);
    const signin = await request(hub.url).post('/merchant/user/signin').send({ email: 'temporary.socket@demo.hub', password: set.body.data.temporaryPassword });
    expect(signin.body.code).toBe('UAC012');
    expect(await refusal(signin.body.data.accessToken as string)).toBe('UAC126');
  });

  it('when the user signs out, then their open socket is disconnected and the old token is refused on reconnect', async () => {
    const token = tokenOf(await hub.signIn('developer@demo.hub'));
    await endsWith(token, async () => expect((await request(hub.url).delete('/merchant/user/signout').set('Authorization', `Bearer ${token}`)).status).toBe(200));
  });

  it('when an admin is demoted, then their open socket is disconnected and the old token is refused on reconnect', async () => {
    const token = await newUser('live.demoted@demo.hub', 'ADMIN', ['MASTER']);
    await endsWith(token, async () => expect((await editUser('live.demoted@demo.hub', { roleName: 'DEVELOPER' })).body.code).toBe('UR002'));
  });

  it('when a user is deactivated, then their open socket is disconnected and the old token is refused on reconnect', async () => {
    const token = await newUser('live.deactivated@demo.hub', 'STORE_MANAGER', ['BKK-SIAM']);
    await endsWith(token, async () => expect((await editUser('live.deactivated@demo.hub', { active: false })).body.code).toBe('UR002'));
  });

  it("when a user's stores change, then their open socket is disconnected (its claims name the old stores)", async () => {
    const token = await newUser('live.moved@demo.hub', 'STORE_MANAGER', ['BKK-SIAM']);
    await endsWith(token, async () => expect((await editUser('live.moved@demo.hub', { stores: ['DXB-GOLDSOUK'] })).body.code).toBe('UR002'));
  });

  it("when the permissions of a user's role change, then their open socket is disconnected and the old token is refused on reconnect", async () => {
    const token = await newUser('live.auditor@demo.hub', 'Stock auditor', ['BKK-SIAM']);
    const roles = (await request(hub.url).get('/merchant/roles').set(admin)).body.data as { id: string; name: string }[];
    const auditor = roles.find((r) => r.name === 'Stock auditor')!;
    await endsWith(token, async () => expect((await request(hub.url).put(`/merchant/roles/${auditor.id}`).set(admin).send({ permissions: ['PRODUCTS_READ_PREVIEW'] })).body.code).toBe('RL003'));
  });

  it('when a session is revoked, then only its sockets go: another session of the same user stays', async () => {
    const first = tokenOf(await hub.signIn('printing@demo.hub'));
    const second = await open(tokenOf(await hub.signIn('printing@demo.hub')), ['printing']);
    await endsWith(first, () => request(hub.url).delete('/merchant/user/signout').set('Authorization', `Bearer ${first}`));
    // The other session's socket still gets its events.
    const got = nextMatching(second.socket, 'printing', (e) => idOf(e) === 'still-here');
    await hub.gateway.bus.publish(printed(['BKK-SIAM'], 'still-here'));
    await got;
    expect(second.socket.connected).toBe(true);
  });

  it("when events of several stores come, then a store-bound user gets its stores' import, print and stock-take events only, an unbound admin all", async () => {
    const manager = await open(tokenOf(await hub.signIn('storemanager@demo.hub')), ['progress', 'printing', 'stocktake']);
    const everyone = await open(tokenOf(admin), ['progress', 'printing', 'stocktake']);
    const others = [progress('DXB-GOLDSOUK', 'other-import'), progress('MASTER', 'master-import'), printed(['BKK-SIAM', 'SHA-NANJING'], 'other-print'), live('DXB-GOLDSOUK', 'other-count')];
    const own = [progress('BKK-SIAM', 'own-import'), printed(['BKK-SIAM', 'CNX-NIMMAN'], 'own-print'), live('CNX-NIMMAN', 'own-count')];
    // One socket's events arrive in order: once the last of its own has come, any other store's would have too.
    const lastOwn = nextMatching(manager.socket, 'stocktake', (e) => idOf(e) === 'own-count');
    const adminLast = nextMatching(everyone.socket, 'stocktake', (e) => idOf(e) === 'own-count');
    for (const event of [...others, ...own]) await hub.gateway.bus.publish(event);
    await lastOwn;
    await adminLast;
    expect(manager.seen.map(idOf)).toEqual(['own-import', 'own-print', 'own-count']);
    expect(everyone.seen.map(idOf)).toEqual(['other-import', 'master-import', 'other-print', 'other-count', 'own-import', 'own-print', 'own-count']);
  });

  it('when import progress comes, then a user without the import permission gets none of it', async () => {
    // USER (BKK-SIAM) reads stock-take reports, not imports: its stock-take event closes the window.
    const user = await open(tokenOf(await hub.signIn('user@demo.hub')), ['progress', 'uploadProgress', 'stocktake']);
    const marker = nextMatching(user.socket, 'stocktake', (e) => idOf(e) === 'marker-count');
    await hub.gateway.bus.publish(progress('BKK-SIAM', 'hidden-import'));
    await hub.gateway.bus.publish(createEvent(EVENT_TYPES.IMPORT_FINISHED, 'DEMO', { jobId: 'hidden-import', sid: 'BKK-SIAM', status: 'FINISHED' }));
    await hub.gateway.bus.publish(live('BKK-SIAM', 'marker-count'));
    await marker;
    expect(user.seen.map((e) => e.type)).toEqual([EVENT_TYPES.STOCKTAKE_LIVE]);
  });
});
