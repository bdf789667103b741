import { apiKeyPermissions, operationsNotGrantable, type ApiKeyOperation, type ApiKeyReplicaData, type ApiKeyStatus } from '@hub/contracts';

/** A refusal: the message code and HTTP status the route answers, with the fields at fault. */
export interface ApiKeyRefusal {
  code: 'UAC114' | 'CAK101';
  httpStatus: number;
  details?: { path: string; message: string }[];
}

/**
 * Who may give a key these operations: a caller working for the whole merchant (a store-bound
 * caller would hand out a key reaching every store) holding every permission of each operation.
 */
export function grantRefusal(
  caller: { roles: readonly string[]; storeBound: boolean },
  operations: readonly ApiKeyOperation[],
): ApiKeyRefusal | undefined {
  if (caller.storeBound) return { code: 'UAC114', httpStatus: 403, details: [{ path: 'body.allowedOperations', message: 'a store-bound user cannot issue merchant-wide keys' }] };
  const refused = operationsNotGrantable(caller.roles, operations);
  if (refused.length === 0) return undefined;
  return {
    code: 'UAC114',
    httpStatus: 403,
    details: refused.map((op) => ({ path: 'body.allowedOperations', message: `${op} needs permissions the caller does not hold` })),
  };
}

export interface ApiKeyChange {
  name?: string;
  operations?: ApiKeyOperation[];
  revoke: boolean;
}

/**
 * What a PUT does to a key. A revoked key stays revoked and cannot be changed (409 CAK101);
 * asking to revoke it again changes nothing. Operations the key gains must be grantable by the
 * caller; keeping or removing operations needs nothing more than API_KEY_MODIFY.
 */
export function planApiKeyUpdate(
  current: { status: ApiKeyStatus; operations: readonly ApiKeyOperation[] },
  body: { name?: string; allowedOperations?: ApiKeyOperation[]; status?: ApiKeyStatus },
  caller: { roles: readonly string[]; storeBound: boolean },
): { change: ApiKeyChange } | { refusal: ApiKeyRefusal } {
  const revoke = body.status === 'REVOKED';
  if (current.status === 'REVOKED') {
    const onlyRevoke = revoke && body.name === undefined && body.allowedOperations === undefined;
    if (onlyRevoke) return { change: { revoke: false } };
    return { refusal: { code: 'CAK101', httpStatus: 409 } };
  }
  if (body.allowedOperations !== undefined) {
    const added = body.allowedOperations.filter((op) => !current.operations.includes(op));
    const refusal = added.length > 0 ? grantRefusal(caller, added) : undefined;
    if (refusal) return { refusal };
  }
  return { change: { name: body.name, operations: body.allowedOperations, revoke } };
}

/** Does the change change anything? */
export function changesSomething(change: ApiKeyChange): boolean {
  return change.revoke || change.name !== undefined || change.operations !== undefined;
}

/** What the other services keep of a key (their replica): its hash, never the key. */
export function apiKeyReplicaData(row: { id: string; keyHash: string; operations: readonly ApiKeyOperation[]; status: ApiKeyStatus; revision: number }): ApiKeyReplicaData {
  return {
    id: row.id,
    keyHash: row.keyHash,
    operations: [...row.operations],
    permissions: apiKeyPermissions(row.operations),
    status: row.status,
    revision: row.revision,
  };
}

/** What a key becomes when its creator's rights change (ADR 0011). */
export type KeyNarrowing = { kind: 'keep' } | { kind: 'narrow'; operations: ApiKeyOperation[] } | { kind: 'revoke' };

/**
 * A key never grants more than its creator may do now (issue 9 item 1, ADR 0011): a deactivated or
 * store-bound creator's keys are revoked; otherwise the key keeps only the operations its creator
 * could still grant, and is revoked when none is left. A promotion never widens a key.
 */
export function narrowKeyToCreator(
  key: { operations: readonly ApiKeyOperation[] },
  creator: { active: boolean; roles: readonly string[]; storeBound: boolean },
): KeyNarrowing {
  if (!creator.active || creator.storeBound) return { kind: 'revoke' };
  const refused = new Set(operationsNotGrantable(creator.roles, key.operations));
  if (refused.size === 0) return { kind: 'keep' };
  const operations = key.operations.filter((op) => !refused.has(op));
  return operations.length === 0 ? { kind: 'revoke' } : { kind: 'narrow', operations };
}
