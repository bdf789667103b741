import { EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { createEvent, type Db, type Emit } from '@hub/service-kit';
import { DEMO_MERCHANTS, DEMO_PASSWORD_DEFAULT, DEMO_ROLES, DEMO_SETUP_MODULES, DEMO_USERS } from '../demo/demo-data';
import { userChangedEvents } from '../events/user-events';
import { storeReplicaData, type StoreReplicaRow } from './stores';

export interface SeedOptions {
  /** Password of every demo user; defaults to env HUB_DEMO_PASSWORD, else Demo@1234. */
  password?: string;
  hashPassword: (password: string) => Promise<string>;
}

export function demoPassword(password?: string): string {
  return password ?? process.env.HUB_DEMO_PASSWORD ?? DEMO_PASSWORD_DEFAULT;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.query('select 1 from auth.merchants limit 1');
  return rows.length === 0;
}

/**
 * Inserts the demo merchants, stores, users and setup modules; rows already there are kept. Each new
 * store is published (hub.auth.store-created.v1) with the seed, so the other services' replicas hold
 * the demo stores like any other.
 */
export async function seedDemo(transaction: <T>(fn: (tx: Db, emit: Emit) => Promise<T>) => Promise<T>, options: SeedOptions): Promise<void> {
  const hash = await options.hashPassword(demoPassword(options.password));
  await transaction(async (tx, emit) => {
    const storeEvents: EventEnvelope[] = [];
    for (const m of DEMO_MERCHANTS) {
      await tx.query('insert into auth.merchants (id, name) values ($1, $2) on conflict (id) do nothing', [m.id, m.name]);
      for (const profile of m.profiles) {
        await tx.query('insert into auth.profiles (merchant_id, name) values ($1, $2) on conflict do nothing', [m.id, profile]);
      }
      for (const s of m.stores) {
        const created = await tx.query<StoreReplicaRow>(
          `insert into auth.stores (merchant_id, code, name, profile, country, state, city, line1, line2, zipcode, lat, lng, tz,
                                    autosync, opening_time, closing_time, manager, data_import, currency)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15::jsonb, $16::jsonb, $17, $18::jsonb, $19)
           on conflict (merchant_id, code) do nothing
           returning code, name, tz, lat, lng, revision, autosync`,
          [
            m.id,
            s.code,
            s.name,
            s.profile,
            s.country,
            s.state,
            s.city,
            s.line1,
            s.line2 ?? null,
            s.zipcode,
            s.lat,
            s.lng,
            s.tz,
            JSON.stringify(s.autosync ?? { isEnable: false, startDate: null, startTime: null, syncFrequency: null }),
            JSON.stringify(s.openingTime ?? { hours: 0, minutes: 0 }),
            JSON.stringify(s.closingTime ?? { hours: 23, minutes: 59 }),
            s.manager ?? null,
            JSON.stringify({ connectionStatus: s.dataImport ?? 'Not Tested' }),
            s.currency,
          ],
        );
        for (const row of created)
          storeEvents.push(
            createEvent(EVENT_TYPES.STORE_CREATED, m.id, storeReplicaData(row)),
          );
      }
    }
    for (const u of DEMO_USERS) {
      const inserted = await tx.query<{ id: string }>(
        `insert into auth.users (email, user_name, password_hash, role_name, merchant_id, profile, default_sid, stores, merchants, phone, email_verified_at)
         select $1, $2, $3, $4, $5, $6, $7, $8::text[], $9::text[], $10, now()
          where not exists (select 1 from auth.users where lower(email) = lower($1))
         returning id::text as id`,
        [
          u.email,
          u.userName,
          hash,
          u.roleName,
          u.merchantId,
          u.profile ?? 'default',
          u.defaultSid ?? 'MASTER',
          u.stores ?? [],
          u.merchants ?? [],
          u.phone ?? null,
        ],
      );
      storeEvents.push(
        ...(await userChangedEvents(
          tx,
          inserted.map((r) => r.id),
        )),
      );
    }
    for (const r of DEMO_ROLES) {
      await tx.query(
        `insert into auth.roles (kind, merchant_id, name, description, base_role, permissions)
         select $1, $2::text, $3, $4, $5, $6::jsonb
          where not exists (select 1 from auth.roles where coalesce(merchant_id, '') = coalesce($2::text, '') and lower(name) = lower($3))`,
        [r.kind, r.merchantId, r.name, r.description, r.baseRole, JSON.stringify(r.permissions)],
      );
    }
    for (const [merchantId, modules] of Object.entries(DEMO_SETUP_MODULES)) {
      for (const [name, status] of Object.entries(modules)) {
        await tx.query('insert into auth.setup_modules (merchant_id, name, status) values ($1, $2, $3) on conflict do nothing', [merchantId, name, status]);
      }
    }
    await emit(storeEvents);
  });
}
