import { EVENT_TYPES, parseEventOf, type SessionRevokedData } from '@hub/contracts';
import type { SessionCheck } from './auth';
import type { EventBus } from './bus';
import { createKysely } from './db/kysely';
import type { KitTables } from './db/kit-tables';
import type { Db } from './db/port';
import type { EventHandlers } from './consumer';
import { SCHEMA_NAME } from './schema-name';

function kit(db: Db, schema: string) {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  return createKysely<KitTables>(db).withSchema(schema);
}

/**
 * The consumer of `hub.auth.session-revoked.v1`: records the session in `<schema>.revoked_sessions`
 * (kit migration kit_002) and forgets sessions whose end has passed (their tokens expired anyway).
 */
export function revokedSessionHandlers(schema: string): EventHandlers {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  return {
    [EVENT_TYPES.SESSION_REVOKED]: async (event, tx) => {
      const d = event.data;
      const k = kit(tx, schema);
      await k
        .insertInto('revoked_sessions')
        .values({ session_id: d.sessionId, user_id: d.userId, expires_at: d.expiresAt })
        .onConflict((oc) => oc.column('session_id').doNothing())
        .execute();
      await k.deleteFrom('revoked_sessions').where('expires_at', '<', new Date(Date.now() - 24 * 3600 * 1000)).execute();
    },
  };
}

/** Is the session not revoked? (What a service running alone knows: the revocations it consumed.) */
export function revokedSessionCheck(db: Db, schema: string): SessionCheck {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  return async (sessionId) => {
    const row = await kit(db, schema).selectFrom('revoked_sessions').select('session_id').where('session_id', '=', sessionId).executeTakeFirst();
    return row === undefined;
  };
}

/**
 * An in-memory list of revoked sessions fed by `hub.auth.session-revoked.v1` (for a process without a
 * database, e.g. the gateway in proxy mode, whose socket.io handshake refuses revoked sessions). On
 * Kafka it reads the topic from its start when the process joins, so revocations before it started
 * count too. Entries go once the session's end has passed.
 */
export class RevokedSessionList {
  private readonly revoked = new Map<string, number>();
  private off?: () => void;

  /** Subscribes on `bus` (call before `bus.start()`). */
  subscribe(bus: EventBus): this {
    this.off = bus.subscribe(EVENT_TYPES.SESSION_REVOKED, (event) => this.add(parseEventOf(EVENT_TYPES.SESSION_REVOKED, event).data), { fromBeginning: true });
    return this;
  }

  add(data: Pick<SessionRevokedData, 'sessionId' | 'expiresAt'>): void {
    const now = Date.now();
    if (this.revoked.size > 1000) for (const [id, until] of this.revoked) if (until < now) this.revoked.delete(id);
    this.revoked.set(data.sessionId, Date.parse(data.expiresAt));
  }

  has(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  /** The session check: false for a revoked session. */
  readonly isSessionActive: SessionCheck = async (sessionId) => !this.revoked.has(sessionId);

  unsubscribe(): void {
    this.off?.();
    this.off = undefined;
  }
}
