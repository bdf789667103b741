import { EVENT_TYPES, type EventEnvelope, type SessionRevokedData } from '@hub/contracts';
import { testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { tokensOf, useAuthService } from './harness';

// Issue 3: svc-auth tells the other services which sessions died (outbox → hub.auth.session-revoked.v1).
describe.each(testDatabaseTargets())('session revocations are published on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  const revoked: EventEnvelope<SessionRevokedData>[] = [];

  useAuthService(target, {
    setup: async (h) => {
      ({ test, app } = h);
      h.deps.bus.subscribe(EVENT_TYPES.SESSION_REVOKED, (e) => void revoked.push(e as EventEnvelope<SessionRevokedData>));
    },
  });
  beforeEach(() => {
    revoked.length = 0;
  });

  const sessionOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { sessionId: string; sub: string; merchantID: string };

  it('when a user signs out, then one session-revoked event carries the session, the user and the end of the session', async () => {
    const t = await tokensOf(app, 'admin@demo.hub');
    const claims = sessionOf(t.accessToken);
    expect((await request(app).delete('/merchant/user/signout').set('Authorization', `Bearer ${t.accessToken}`)).status).toBe(200);
    expect(revoked).toHaveLength(1);
    const [event] = revoked;
    expect(event).toMatchObject({ type: 'hub.auth.session-revoked.v1', merchantId: claims.merchantID, data: { sessionId: claims.sessionId, userId: claims.sub, reason: 'signout' } });
    const [row] = await test.db.query<{ expires_at: Date }>('select expires_at from auth.sessions where id = $1', [claims.sessionId]);
    expect(Date.parse(event!.data.expiresAt)).toBe(new Date(row!.expires_at).getTime());
  });

  it('when a refresh token is replayed, then the family is revoked and published once', async () => {
    const first = await tokensOf(app, 'owner@demo.hub');
    const claims = sessionOf(first.accessToken);
    expect((await request(app).post('/merchant/user/refresh').send({ refreshToken: first.refreshToken })).status).toBe(200);
    expect(revoked).toHaveLength(0);
    expect((await request(app).post('/merchant/user/refresh').send({ refreshToken: first.refreshToken })).status).toBe(401);
    expect(revoked.map((e) => e.data)).toEqual([expect.objectContaining({ sessionId: claims.sessionId, reason: 'refresh-token-reuse' })]);
    // A second replay finds the session revoked already: nothing new is published.
    expect((await request(app).post('/merchant/user/refresh').send({ refreshToken: first.refreshToken })).status).toBe(401);
    expect(revoked).toHaveLength(1);
  });
});
