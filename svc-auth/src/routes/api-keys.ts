import {
  EVENT_TYPES,
  PERMISSIONS,
  apiKeysApi,
  type ApiKeyCreated,
} from '@hub/contracts';
import { AppError, createEvent, generateApiKey, isStoreBound, route, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import { findApiKey, insertApiKey, listApiKeys, updateApiKey, type ApiKeyRow } from '../db/api-keys';
import { apiKeyReplicaData, changesSomething, grantRefusal, planApiKeyUpdate } from '../domain/api-keys';

/** The audit entry's details: what a reader needs to know the key, never the key or its hash. */
function auditDetails(row: ApiKeyRow, extra: Record<string, unknown> = {}) {
  return { id: row.id, name: row.name, prefix: row.prefix, allowedOperations: row.operations, ...extra };
}

async function summaryOf(ctx: AuthContext, merchantId: string, id: string) {
  const [summary] = await listApiKeys(ctx.db, merchantId, id);
  if (!summary) throw new AppError('CAK100', 404);
  return summary;
}

/**
 * /config/integrations (spec sections 3, 4, 6): the merchant's API keys. Every route is user-only
 * (`apiKeys: false`): a key never manages keys, whatever it holds.
 */
export function apiKeyRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route(apiKeysApi.list, {
      permission: PERMISSIONS.API_KEY_READ_PREVIEW,
      apiKeys: false,
      summary: "The caller's merchant's API keys, newest first: name, prefix, allowed operations, status, creator, times. Never a key.",
      handler: async ({ scope }) => ({ code: 'CAK000', data: await listApiKeys(ctx.db, scope.merchantId) }),
    }),
    route(apiKeysApi.create, {
      permission: PERMISSIONS.API_KEY_CREATE,
      apiKeys: false,
      summary:
        'Issues a key (201 CAK001) whose answer carries the full key this once; only its SHA-256 is stored. Operations the caller cannot grant 403 UAC114. Publishes hub.auth.api-key-created.v1.',
      handler: async ({ scope, auth, body, req }) => {
        const refusal = grantRefusal({ roles: auth.roles, storeBound: isStoreBound(auth.roleName) }, body.allowedOperations);
        if (refusal) throw new AppError(refusal.code, refusal.httpStatus, refusal.details);
        const issued = generateApiKey();
        const row = await ctx.eventing.transaction(async (tx, emit) => {
          const created = await insertApiKey(tx, {
            merchantId: scope.merchantId,
            name: body.name,
            prefix: issued.prefix,
            keyHash: issued.hash,
            operations: body.allowedOperations,
            createdBy: auth.sub,
          });
          await emit([
            createEvent(EVENT_TYPES.API_KEY_CREATED, scope.merchantId, apiKeyReplicaData(created)),
            ctx.eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'api-key.created', details: auditDetails(created), ip: req.ip ?? null }),
          ]);
          return created;
        });
        const answer: ApiKeyCreated = { ...(await summaryOf(ctx, scope.merchantId, row.id)), key: issued.key };
        return { code: 'CAK001', data: answer };
      },
    }),
    route(apiKeysApi.update, {
      permission: PERMISSIONS.API_KEY_MODIFY,
      apiKeys: false,
      summary:
        'Renames a key, changes its operations (added ones must be grantable: 403 UAC114) or revokes it (status REVOKED): CAK002 / CAK003; unknown key 404 CAK100; a revoked key cannot change (409 CAK101). Publishes hub.auth.api-key-updated.v1 or -revoked.v1.',
      handler: async ({ scope, auth, params, body, req }) => {
        const caller = { roles: auth.roles, storeBound: isStoreBound(auth.roleName) };
        const revoked = await ctx.eventing.transaction(async (tx, emit) => {
          const current = await findApiKey(tx, scope.merchantId, params.id, true);
          if (!current) throw new AppError('CAK100', 404);
          const plan = planApiKeyUpdate(current, body, caller);
          if ('refusal' in plan) throw new AppError(plan.refusal.code, plan.refusal.httpStatus, plan.refusal.details);
          if (!changesSomething(plan.change)) return current.status === 'REVOKED';
          const { change } = plan;
          const row = await updateApiKey(tx, scope.merchantId, params.id, {
            name: change.name,
            operations: change.operations,
            revokedBy: change.revoke ? auth.sub : undefined,
          });
          if (!row) throw new AppError('CAK100', 404);
          await emit([
            createEvent(change.revoke ? EVENT_TYPES.API_KEY_REVOKED : EVENT_TYPES.API_KEY_UPDATED, scope.merchantId, apiKeyReplicaData(row)),
            ctx.eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: change.revoke ? 'api-key.revoked' : 'api-key.updated',
              details: auditDetails(row, { previous: { name: current.name, allowedOperations: current.operations } }),
              ip: req.ip ?? null,
            }),
          ]);
          return change.revoke;
        });
        return { code: revoked ? 'CAK003' : 'CAK002', data: await summaryOf(ctx, scope.merchantId, params.id) };
      },
    }),
    route(apiKeysApi.revoke, {
      permission: PERMISSIONS.API_KEY_MODIFY,
      apiKeys: false,
      summary:
        'Revokes a key (CAK003): from now on every service answers it 401 UAC113. The row stays, REVOKED, for the audit trail; revoking again changes nothing. Unknown key 404 CAK100. Publishes hub.auth.api-key-revoked.v1.',
      handler: async ({ scope, auth, params, req }) => {
        await ctx.eventing.transaction(async (tx, emit) => {
          const current = await findApiKey(tx, scope.merchantId, params.id, true);
          if (!current) throw new AppError('CAK100', 404);
          if (current.status === 'REVOKED') return;
          const row = await updateApiKey(tx, scope.merchantId, params.id, { revokedBy: auth.sub });
          if (!row) throw new AppError('CAK100', 404);
          await emit([
            createEvent(EVENT_TYPES.API_KEY_REVOKED, scope.merchantId, apiKeyReplicaData(row)),
            ctx.eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'api-key.revoked', details: auditDetails(row), ip: req.ip ?? null }),
          ]);
        });
        return { code: 'CAK003', data: await summaryOf(ctx, scope.merchantId, params.id) };
      },
    }),
  ];
}
