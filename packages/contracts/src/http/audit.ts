import { auditListQuerySchema, type AuditListAnswer } from '../audit';
import { answer, endpoint } from './endpoint';

/** The audit trail (issue 4 item 8; svc-auth). */
export const auditApi = {
  list: endpoint({
    method: 'GET',
    path: '/merchant/audit',
    codes: ['AT000'],
    query: auditListQuerySchema,
    data: answer<AuditListAnswer>(),
  }),
};
