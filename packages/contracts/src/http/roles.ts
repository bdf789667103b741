import { TEXT_MAX } from '../limits';
import { z } from 'zod';
import { roleCreateBodySchema, roleIdParamsSchema, roleSummarySchema, roleUpdateBodySchema } from '../role-admin';
import { answerSchema, endpoint } from './endpoint';

/** Roles management (issue 4 item 4; spec sections 2 and 6; svc-auth). */
export const rolesApi = {
  list: endpoint({
    method: 'GET',
    path: '/merchant/roles',
    codes: ['RL000'],
    data: answerSchema(z.array(roleSummarySchema)),
  }),

  get: endpoint({
    method: 'GET',
    path: '/merchant/roles/:id',
    codes: ['RL001'],
    params: roleIdParamsSchema,
    data: answerSchema(roleSummarySchema),
    errors: { RL100: 404 },
  }),

  create: endpoint({
    method: 'POST',
    path: '/merchant/roles',
    codes: ['RL002'],
    status: 201,
    body: roleCreateBodySchema,
    data: answerSchema(roleSummarySchema),
    errors: { RL100: 404, RL101: 409 },
  }),

  update: endpoint({
    method: 'PUT',
    path: '/merchant/roles/:id',
    codes: ['RL003'],
    params: roleIdParamsSchema,
    body: roleUpdateBodySchema,
    data: answerSchema(roleSummarySchema),
    errors: { RL100: 404, RL101: 409 },
  }),

  /** RL004: a custom or default role deleted; RL005: a system role back to the code's defaults. */
  remove: endpoint({
    method: 'DELETE',
    path: '/merchant/roles/:id',
    codes: ['RL004', 'RL005'],
    params: roleIdParamsSchema,
    data: answerSchema(z.object({ id: z.string().max(TEXT_MAX) })),
    errors: { RL100: 404, RL102: 409 },
  }),
};
