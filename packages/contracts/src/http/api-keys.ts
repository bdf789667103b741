import {
  apiKeyCreateBodySchema,
  apiKeyParamsSchema,
  apiKeyUpdateBodySchema,
  apiKeyCreatedSchema,
  apiKeySummarySchema,
} from '../api-keys';
import { z } from 'zod';
import { answerSchema, endpoint } from './endpoint';

/** /config/integrations (spec sections 3, 4, 6): the merchant's API keys (svc-auth). */
export const apiKeysApi = {
  list: endpoint({
    method: 'GET',
    path: '/merchant/api-keys',
    codes: ['CAK000'],
    data: answerSchema(z.array(apiKeySummarySchema)),
  }),

  /** The answer carries the full key, this once. */
  create: endpoint({
    method: 'POST',
    path: '/merchant/api-keys',
    codes: ['CAK001'],
    status: 201,
    body: apiKeyCreateBodySchema,
    data: answerSchema(apiKeyCreatedSchema),
  }),

  /** CAK002: renamed or operations changed; CAK003: revoked (status REVOKED). */
  update: endpoint({
    method: 'PUT',
    path: '/merchant/api-keys/:id',
    codes: ['CAK002', 'CAK003'],
    params: apiKeyParamsSchema,
    body: apiKeyUpdateBodySchema,
    data: answerSchema(apiKeySummarySchema),
    errors: { CAK100: 404, CAK101: 409 },
  }),

  revoke: endpoint({
    method: 'DELETE',
    path: '/merchant/api-keys/:id',
    codes: ['CAK003'],
    params: apiKeyParamsSchema,
    data: answerSchema(apiKeySummarySchema),
    errors: { CAK100: 404 },
  }),
};
