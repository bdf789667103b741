import { EVENT_TYPES } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';

/** What hub.auth.user-changed.v1 carries of a user (svc-notify's recipients): never a password, PIN or token. */
export interface ChangedUser {
  id: string;
  email: string;
  userName: string;
  /** The built-in role (users.role_name), the one notification configs name. */
  baseRole: string;
  stores: string[];
  active: boolean;
  phone: string | null;
}

/** A user created or changed, for the other services' user replicas (issue 15). */
export function userChangedEvent(merchantId: string, u: ChangedUser, at: Date = new Date()) {
  return createEvent(EVENT_TYPES.USER_CHANGED, merchantId, {
    userId: u.id,
    email: u.email,
    userName: u.userName,
    roleName: u.baseRole,
    stores: u.stores,
    active: u.active,
    phone: u.phone,
    updatedAt: at.toISOString(),
  });
}
