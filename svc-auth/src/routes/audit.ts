import { auditApi, auditDateRange, hasAnyPermission, PERMISSIONS } from '@hub/contracts';
import { AppError, route, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import { listAuditEntries } from '../db/audit-list';
import { merchantExists } from '../db/store-address';
import { visibleActivityKinds } from '../domain/audit-visibility';

export function auditRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route(auditApi.list, {
      permission: PERMISSIONS.ACTIVITIES_READ_PREVIEW_ANY,
      summary:
        "The caller's merchant's audit entries, newest first, filtered by user, entity, action and date range, paged by start and pageSize; only the kinds (system, default, custom) the caller's ACTIVITIES_READ_PREVIEW_* grants open. `merchant=` another merchant only with MERCHANTS_ALL_ACCESS (else, like an unknown merchant, 404 UAC106).",
      handler: async ({ scope, auth, query }) => {
        let merchantId = scope.merchantId;
        if (query.merchant !== undefined && query.merchant !== scope.merchantId) {
          // A wrong merchant is one answer (issue 29 item 5): nothing tells whether it exists.
          if (!hasAnyPermission(auth.roles, [PERMISSIONS.MERCHANTS_ALL_ACCESS]) || !(await merchantExists(ctx.db, query.merchant)))
            throw new AppError('UAC106', 404);
          merchantId = query.merchant;
        }
        const range = auditDateRange(query.from, query.to);
        const data = await listAuditEntries(ctx.db, {
          merchantId,
          kinds: visibleActivityKinds(auth.roles),
          userId: query.user,
          entity: query.entity,
          action: query.action,
          from: range.from,
          to: range.to,
          start: query.start,
          pageSize: query.pageSize,
        });
        return { code: 'AT000', data };
      },
    }),
  ];
}
