import { DEFAULT_PROFILE, MASTER_STORE, type SessionUser } from '@hub/contracts';

/**
 * Spec section 2: the switcher shows the merchant ID, the profile name unless it is 'default',
 * and the store ID unless it is 'MASTER'.
 */
export function accountLabelParts(user: Pick<SessionUser, 'merchantID' | 'profile' | 'sid'>): string[] {
  const parts = [user.merchantID];
  if (user.profile && user.profile !== DEFAULT_PROFILE) parts.push(user.profile);
  if (user.sid && user.sid !== MASTER_STORE) parts.push(user.sid);
  return parts.filter((p) => p.length > 0);
}

export function accountLabel(user: Pick<SessionUser, 'merchantID' | 'profile' | 'sid'>): string {
  return accountLabelParts(user).join(' / ');
}
