import type { SessionUser } from '@hub/contracts';
import { hubStore } from '../store/hubStore';

/** Signs Ann in for a test: an ADMIN of merchant DEMO at MASTER holding `roles`, unless `user` says otherwise. */
export function signInForTest(user: Partial<SessionUser> = {}): void {
  hubStore.getState().signIn({
    user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles: [], merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'], ...user },
    accessToken: 't',
    refreshToken: 'r',
  });
}
