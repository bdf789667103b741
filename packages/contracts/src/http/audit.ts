import { auditListAnswerSchema, auditListQuerySchema } from '../audit';
import { answerSchema, endpoint } from './endpoint';

/** The audit trail (issue 4 item 8; svc-auth). */
export const auditApi = {
  list: endpoint({
    method: 'GET',
    path: '/merchant/audit',
    codes: ['AT000'],
    query: auditListQuerySchema,
    /** `merchant=` another merchant without MERCHANTS_ALL_ACCESS, or none: one answer (issue 29 item 5). */
    errors: { UAC106: 404 },
    data: answerSchema(auditListAnswerSchema),
  }),
};
