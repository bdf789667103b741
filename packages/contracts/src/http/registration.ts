import { TEXT_MAX } from '../limits';
import { z } from 'zod';
import { merchantRegistrationSchema, serialKeyCreateSchema, serialKeyListSchema, serialKeyParamsSchema, serialKeySchema } from '../registration';
import { tokenAnswerSchema } from '../session';
import { answerSchema, endpoint } from './endpoint';
import { REGISTRATION_ROUTES } from './auth-routes';

/** A registered merchant, its first user signed in (the shell goes on to /setup). */
export const registrationAnswerSchema = tokenAnswerSchema.extend({ merchantId: z.string().max(TEXT_MAX) });
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** Merchant registration with a serial key, and the provider's serial keys (svc-auth, issue 15 item 5). */
export const registrationApi = {
  /** Public: UR004 (201) and the new ADMIN's tokens; UR100–UR109, UR101 when it fails (nothing is kept), 429 UR111. */
  register: endpoint({
    ...REGISTRATION_ROUTES.register,
    status: 201,
    body: merchantRegistrationSchema,
    data: answerSchema(registrationAnswerSchema),
    errors: { UR103: 400, UR109: 400, UR104: 404, UR105: 409, UR106: 400, UR107: 400, UR108: 400, UR100: 409, UR101: 500, UR111: 429 },
  }),
};

export const serialKeysApi = {
  /** Every key the provider issued, newest first, with its state today. */
  list: endpoint({ method: 'GET', path: '/merchant/serial-keys', codes: ['SK000'], data: answerSchema(serialKeyListSchema) }),
  /** Issue a key (SK001, 201); LIC100 when it ends before it starts. */
  create: endpoint({ method: 'POST', path: '/merchant/serial-keys', codes: ['SK001'], status: 201, body: serialKeyCreateSchema, data: answerSchema(serialKeySchema), errors: { LIC100: 400 } }),
  /** Revoke a key not registered yet (SK002); SK100 unknown, SK101 already registered. */
  revoke: endpoint({ method: 'DELETE', path: '/merchant/serial-keys/:id', codes: ['SK002'], params: serialKeyParamsSchema, data: answerSchema(serialKeySchema), errors: { SK100: 404, SK101: 409 } }),
};
