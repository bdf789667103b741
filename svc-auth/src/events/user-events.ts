import { EVENT_TYPES } from '@hub/contracts';
import { createEvent, type Db, type Logger, type ServiceEventing } from '@hub/service-kit';
import { lockUsersToAnnounce, markUsersAnnounced, usersNotAnnounced, type AnnouncedUserRow } from '../db/user-announcement';

/** What hub.auth.user-changed.v1 carries of a user (svc-notify's recipients): never a password, PIN or token. */
function userChangedEvent(u: AnnouncedUserRow) {
  return createEvent(EVENT_TYPES.USER_CHANGED, u.merchant_id, {
    userId: u.id,
    email: u.email,
    userName: u.user_name,
    // The built-in role (users.role_name), the one notification configs name.
    roleName: u.role_name,
    stores: u.stores,
    active: u.active,
    phone: u.phone,
    emailVerified: u.email_verified,
    updatedAt: new Date(u.at).toISOString(),
  });
}

async function announce(tx: Db, rows: readonly AnnouncedUserRow[]) {
  await markUsersAnnounced(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map(userChangedEvent);
}

/**
 * hub.auth.user-changed.v1 of each of the users as they are now, for `emit` in the transaction that
 * created or changed them (their state then counts as announced). Every change of a field the event
 * carries (e-mail, name, role, stores, active, phone, e-mail verified) goes through here.
 */
export async function userChangedEvents(tx: Db, userIds: readonly string[]) {
  return announce(tx, await lockUsersToAnnounce(tx, userIds));
}

const PER_TRANSACTION = 200;

/**
 * At start: publishes every user whose current state was not announced yet (users of a deployment that
 * predates the event, a change that wrote none), so the other services' user replicas heal themselves.
 * Through the outbox, a few hundred users per transaction; several instances share the work.
 */
export async function announceUnannouncedUsers(eventing: ServiceEventing, logger?: Logger): Promise<number> {
  let announced = 0;
  for (;;) {
    const n = await eventing.transaction(async (tx, emit) => {
      const rows = await usersNotAnnounced(tx, PER_TRANSACTION);
      await emit(await announce(tx, rows));
      return rows.length;
    });
    announced += n;
    if (n < PER_TRANSACTION) break;
  }
  if (announced > 0) logger?.info({ announced }, 'users not announced yet published');
  return announced;
}
