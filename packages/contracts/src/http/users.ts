import {
  userCreateBodySchema,
  userEmailParamsSchema,
  userListQuerySchema,
  userUpdateBodySchema,
  type ManagedUser,
  type ManagedUserPage,
  type TemporaryPasswordAnswer,
} from '../users';
import { answer, endpoint } from './endpoint';

/** Users management (issue 4 item 3; svc-auth). */
export const usersApi = {
  list: endpoint({
    method: 'GET',
    path: '/merchant/users',
    codes: ['UR001'],
    query: userListQuerySchema,
    failureCode: 'UR102',
    data: answer<ManagedUserPage>(),
  }),

  create: endpoint({
    method: 'POST',
    path: '/merchant/users',
    codes: ['UR000'],
    status: 201,
    body: userCreateBodySchema,
    data: answer<ManagedUser>(),
  }),

  update: endpoint({
    method: 'PUT',
    path: '/merchant/users/:email',
    codes: ['UR002'],
    params: userEmailParamsSchema,
    body: userUpdateBodySchema,
    data: answer<ManagedUser>(),
  }),

  /** Issue 29 item 3: deletes a user of the caller's merchant (its sessions end and its API keys are revoked first). */
  remove: endpoint({
    method: 'DELETE',
    path: '/merchant/users/:email',
    codes: ['UR003'],
    params: userEmailParamsSchema,
    data: answer<null>(),
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
    data: answer<TemporaryPasswordAnswer>(),
    errors: { UR110: 404, UAC116: 400, UAC114: 403 },
  }),
};
