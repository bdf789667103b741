import {
  apiKeyCreateBodySchema,
  apiKeyParamsSchema,
  apiKeyUpdateBodySchema,
  type ApiKeyCreated,
  type ApiKeySummary,
} from '../api-keys';
import { answer, endpoint } from './endpoint';

/** /config/integrations (spec sections 3, 4, 6): the merchant's API keys (svc-auth). */
export const apiKeysApi = {
  list: endpoint({
    method: 'GET',
    path: '/merchant/api-keys',
    codes: ['CAK000'],
    data: answer<ApiKeySummary[]>(),
  }),

  /** The answer carries the full key, this once. */
  create: endpoint({
    method: 'POST',
    path: '/merchant/api-keys',
    codes: ['CAK001'],
    status: 201,
    body: apiKeyCreateBodySchema,
    data: answer<ApiKeyCreated>(),
  }),

  /** CAK002: renamed or operations changed; CAK003: revoked (status REVOKED). */
  update: endpoint({
    method: 'PUT',
    path: '/merchant/api-keys/:id',
    codes: ['CAK002', 'CAK003'],
    params: apiKeyParamsSchema,
    body: apiKeyUpdateBodySchema,
    data: answer<ApiKeySummary>(),
  }),

  revoke: endpoint({
    method: 'DELETE',
    path: '/merchant/api-keys/:id',
    codes: ['CAK003'],
    params: apiKeyParamsSchema,
    data: answer<ApiKeySummary>(),
  }),
};
