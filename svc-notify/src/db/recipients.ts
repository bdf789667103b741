import type { UserReplicaData } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import type { RecipientUser } from '../domain/recipients';

/** Applies svc-auth's user change when newer than the replica's. */
export async function upsertUserReplica(db: Db, merchantId: string, u: UserReplicaData): Promise<void> {
  await db.query(
    `insert into notify.user_replicas (user_id, merchant_id, email, user_name, role_name, stores, active, phone, updated_at, email_verified)
     values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10)
     on conflict (user_id) do update
        set merchant_id = excluded.merchant_id, email = excluded.email, user_name = excluded.user_name, role_name = excluded.role_name,
            stores = excluded.stores, active = excluded.active, phone = excluded.phone, updated_at = excluded.updated_at,
            email_verified = excluded.email_verified
      where notify.user_replicas.updated_at < excluded.updated_at`,
    [u.userId, merchantId, u.email, u.userName, u.roleName, u.stores, u.active, u.phone, u.updatedAt, u.emailVerified],
  );
}

/**
 * The merchant's active users holding one of `roles`, with their saved contacts. A user whose e-mail
 * is still pending is not among them: no notifications until it is verified (issue 29 item 2).
 */
export async function usersWithRoles(db: Db, merchantId: string, roles: readonly string[]): Promise<RecipientUser[]> {
  const rows = await db.query<{
    user_id: string;
    email: string;
    role_name: string;
    stores: string[];
    active: boolean;
    phone: string | null;
    locale: string | null;
    telegram_chat_id: string | null;
    whatsapp_number: string | null;
  }>(
    `select u.user_id, u.email, u.role_name, u.stores, u.active, u.phone, c.locale, c.telegram_chat_id, c.whatsapp_number
       from notify.user_replicas u left join notify.contacts c on c.user_id = u.user_id and c.merchant_id = u.merchant_id
      where u.merchant_id = $1 and u.active and u.email_verified and u.role_name = any($2::text[])
      order by u.email`,
    [merchantId, roles],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    roleName: r.role_name,
    stores: r.stores,
    active: r.active,
    phone: r.phone,
    contact: r.locale === null ? null : { locale: r.locale, telegramChatId: r.telegram_chat_id, whatsappNumber: r.whatsapp_number },
  }));
}

export interface ContactRow {
  email: string | null;
  phone: string | null;
  contact: { locale: string; telegramChatId: string | null; whatsappNumber: string | null } | null;
}

export async function findContact(db: Db, merchantId: string, userId: string): Promise<ContactRow> {
  const [user] = await db.query<{ email: string; phone: string | null }>(
    `select email, phone from notify.user_replicas where merchant_id = $1 and user_id = $2`,
    [merchantId, userId],
  );
  const [c] = await db.query<{ locale: string; telegram_chat_id: string | null; whatsapp_number: string | null }>(
    `select locale, telegram_chat_id, whatsapp_number from notify.contacts where merchant_id = $1 and user_id = $2`,
    [merchantId, userId],
  );
  return {
    email: user?.email ?? null,
    phone: user?.phone ?? null,
    contact: c ? { locale: c.locale, telegramChatId: c.telegram_chat_id, whatsappNumber: c.whatsapp_number } : null,
  };
}

export async function saveContact(
  db: Db,
  merchantId: string,
  userId: string,
  c: { locale: string; telegramChatId: string | null; whatsappNumber: string | null },
): Promise<void> {
  await db.query(
    `insert into notify.contacts (user_id, merchant_id, locale, telegram_chat_id, whatsapp_number) values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update
        set locale = excluded.locale, telegram_chat_id = excluded.telegram_chat_id, whatsapp_number = excluded.whatsapp_number, updated_at = now()
      where notify.contacts.merchant_id = excluded.merchant_id`,
    [userId, merchantId, c.locale, c.telegramChatId, c.whatsappNumber],
  );
}
