import { notificationConfigBodySchema } from '@hub/contracts';
import { notificationConfigRefusal, removeNotificationRole } from './roles';

describe('notification roles (spec section 5)', () => {
  it('when a role is removed and others remain, then it is gone', () => {
    expect(removeNotificationRole(['ADMIN', 'OWNER'], 'OWNER')).toEqual({ ok: true, roles: ['ADMIN'] });
  });
  it('when the last role would be removed, then it is refused with NC101', () => {
    expect(removeNotificationRole(['ADMIN'], 'ADMIN')).toEqual({ ok: false, code: 'NC101' });
  });
  it('when a config has no role, then NC100 on create and NC101 on a save that empties it', () => {
    const body = notificationConfigBodySchema.parse({ type: 'STOCKTAKE_DISCREPANCY', sid: 'S1', channels: ['EMAIL'], roles: [], threshold: { kind: 'COUNT', value: 0 } });
    expect(notificationConfigRefusal(body)).toBe('NC100');
    expect(notificationConfigRefusal(body, ['ADMIN'])).toBe('NC101');
    expect(notificationConfigRefusal({ ...body, roles: ['ADMIN'] }, ['ADMIN'])).toBeNull();
  });
});
