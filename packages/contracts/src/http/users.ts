import {
  managedUserPageSchema,
  managedUserSchema,
  temporaryPasswordAnswerSchema,
  userCreateBodySchema,
  userEmailParamsSchema,
  userListQuerySchema,
  userUpdateBodySchema,
} from '../users';
import { answerSchema, endpoint, noData } from './endpoint';

/** Users management (issue 4 item 3; svc-auth). */
export const usersApi = {
  list: endpoint({
    method: 'GET',
    path: '/merchant/users',
    codes: ['UR001'],
    query: userListQuerySchema,
    failureCode: 'UR102',
    data: answerSchema(managedUserPageSchema),
  }),

  create: endpoint({
    method: 'POST',
    path: '/merchant/users',
    codes: ['UR000'],
    status: 201,
    body: userCreateBodySchema,
    data: answerSchema(managedUserSchema),
    errors: { UR109: 400, UAC112: 400, UAC108: 400, UR100: 409 },
  }),

  update: endpoint({
    method: 'PUT',
    path: '/merchant/users/:email',
    codes: ['UR002'],
    params: userEmailParamsSchema,
    body: userUpdateBodySchema,
    data: answerSchema(managedUserSchema),
    errors: { UR110: 404, UAC116: 400, UAC106: 400, UR109: 400, UR100: 409, UAC125: 409, UAC112: 400, UAC108: 400 },
  }),

  /** Issue 29 item 3: deletes a user of the caller's merchant (its sessions end and its API keys are revoked first). */
  remove: endpoint({
    method: 'DELETE',
    path: '/merchant/users/:email',
    codes: ['UR003'],
    params: userEmailParamsSchema,
    data: noData(),
    errors: { UR110: 404, UAC116: 400 },
  }),

  /**
   * Issue 29 item 3: sets a temporary password the user must change at the next sign-in; the user's
   * sessions end. The answer shows the password once, to the caller.
   */
  setTemporaryPassword: endpoint({
    method: 'POST',
    path: '/merchant/users/:email/temporary-password',
    codes: ['UR005'],
    params: userEmailParamsSchema,
    data: answerSchema(temporaryPasswordAnswerSchema),
    errors: { UR110: 404, UAC116: 400, UAC114: 403 },
  }),
};
