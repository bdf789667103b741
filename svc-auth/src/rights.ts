import { EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { createEvent, isStoreBound, type Db, type ServiceEventing } from '@hub/service-kit';
import { activeKeysCreatedBy, updateApiKey } from './db/api-keys';
import { revokeSession } from './db/sessions';
import { openSessionIds } from './db/user-admin';
import { findUserById } from './db/users';
import { apiKeyReplicaData, narrowKeyToCreator } from './domain/api-keys';
import { permissionsOf } from './domain/session-user';

/** The `emit` of ServiceEventing.transaction. */
export type Emit = (events: EventEnvelope | readonly EventEnvelope[]) => Promise<void>;

export interface RightsChangeOutcome {
  revokedSessions: number;
  /** Keys of these users whose operations were narrowed or that were revoked. */
  changedKeys: number;
}

/**
 * What follows a change of users' rights (role, role permissions, stores, merchants, active flag),
 * in the transaction of the change (issue 9 item 1): their sessions end (their tokens carry the old
 * rights; they sign in again), and their API keys are narrowed to what they may still grant, or
 * revoked (ADR 0011). Events (session revocations, key updates, audit entries) go to the outbox with
 * the change; the caller nudges the outbox after the commit.
 */
export async function followRightsChange(
  tx: Db,
  emit: Emit,
  eventing: ServiceEventing,
  userIds: readonly string[],
  change: { reason: string; actorId: string; ip: string | null },
): Promise<RightsChangeOutcome> {
  let revokedSessions = 0;
  for (const userId of userIds) {
    for (const sessionId of await openSessionIds(tx, userId)) if (await revokeSession(tx, sessionId, change.reason)) revokedSessions += 1;
  }
  let changedKeys = 0;
  for (const key of await activeKeysCreatedBy(tx, userIds)) {
    const creator = await findUserById(tx, key.createdBy);
    const narrowing = creator
      ? narrowKeyToCreator(key, { active: creator.active, roles: permissionsOf(creator), storeBound: isStoreBound(creator.roleName) })
      : ({ kind: 'revoke' } as const);
    if (narrowing.kind === 'keep') continue;
    const row = await updateApiKey(tx, key.merchantId, key.id, narrowing.kind === 'revoke' ? { revokedBy: change.actorId } : { operations: narrowing.operations });
    if (!row) continue;
    changedKeys += 1;
    const revoked = narrowing.kind === 'revoke';
    await emit([
      createEvent(revoked ? EVENT_TYPES.API_KEY_REVOKED : EVENT_TYPES.API_KEY_UPDATED, key.merchantId, apiKeyReplicaData(row)),
      eventing.auditEvent(key.merchantId, {
        userId: change.actorId,
        action: revoked ? 'api-key.revoked' : 'api-key.updated',
        details: {
          id: row.id,
          name: row.name,
          prefix: row.prefix,
          allowedOperations: row.operations,
          previous: { allowedOperations: key.operations },
          reason: `creator-${change.reason}`,
        },
        ip: change.ip,
      }),
    ]);
  }
  return { revokedSessions, changedKeys };
}
