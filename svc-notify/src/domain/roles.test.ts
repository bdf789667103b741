import { removeRole } from './roles';

describe('notification roles', () => {
  it('when a role is removed and others remain, then it is gone', () => {
    expect(removeRole(['ADMIN', 'OWNER'], 'OWNER')).toEqual({ ok: true, roles: ['ADMIN'] });
  });
  it('when the last role would be removed, then it is refused', () => {
    expect(removeRole(['ADMIN'], 'ADMIN')).toEqual({ ok: false, reason: 'last-role' });
  });
});
