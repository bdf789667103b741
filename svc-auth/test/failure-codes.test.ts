// Spec section 8 names the failure of some calls (issue 29 item 5): a users list the server cannot
// read answers 500 UR102 "failed to fetch users" in the caller's language, not SE100, and nothing of
// the fault; the list works again once the fault is gone.
import { MESSAGES_AR } from '@hub/contracts';
import { testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { tokensOf, useAuthService } from './harness';

describe.each(testDatabaseTargets())('failure codes of svc-auth calls on %s', (target) => {
  const h = useAuthService(target);

  it('when the users table cannot be read, then GET /merchant/users answers 500 UR102 without the fault, and 200 UR001 again after', async () => {
    const { accessToken } = await tokensOf(h.app, 'admin@demo.hub');
    const list = () => request(h.app).get('/merchant/users').set('Authorization', `Bearer ${accessToken}`).set('Accept-Language', 'ar');
    await h.test.db.query('alter table auth.users rename to users_away');
    try {
      const res = await list();
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ status: 'error', code: 'UR102', message: MESSAGES_AR.UR102 });
      expect(JSON.stringify(res.body)).not.toMatch(/users_away|relation|does not exist/);
    } finally {
      await h.test.db.query('alter table auth.users_away rename to users');
    }
    const again = await list();
    expect([again.status, again.body.code]).toEqual([200, 'UR001']);
  });
});
