import { bannerApi, isDataImported, isSetupDone } from '@hub/contracts';
import { route, type Db, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import { listChannelFailures, listDismissals, listImportFailures, recordDismissal } from '../db/banner';
import { merchantLicenceSpans } from '../db/licence-replicas';
import { listSetupModules } from '../db/setup';
import { bannerFor } from '../domain/banner';

/** The caller's banner: the conditions its permissions make relevant, without those it dismissed. */
export async function bannerOf(ctx: AuthContext, db: Db, merchantId: string, userId: string, granted: readonly string[]) {
  const [licences, importFailures, channelFailures, modules, dismissed] = await Promise.all([
    merchantLicenceSpans(db, merchantId),
    listImportFailures(db, merchantId),
    listChannelFailures(db, merchantId),
    listSetupModules(db, merchantId),
    listDismissals(db, userId),
  ]);
  const facts = { licences, importFailures, channelFailures, setupDone: isSetupDone(modules), dataImported: isDataImported(modules) };
  return bannerFor(facts, ctx.now().toISOString().slice(0, 10), granted, dismissed);
}

/** The banner (issue 15 item 6): the caller's conditions, and dismissing one of them. */
export function bannerRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route(bannerApi.get, {
      permission: 'authenticated',
      summary:
        "The caller's banner (BNR000): a licence ending within 14 days, failed scheduled imports, failing notification channels, no data imported yet; only those the caller's permissions make relevant, without the ones the caller dismissed.",
      handler: async ({ scope, auth }) => ({ code: 'BNR000', data: await bannerOf(ctx, ctx.db, scope.merchantId, auth.sub, auth.roles) }),
    }),
    route(bannerApi.dismiss, {
      permission: 'authenticated',
      summary: 'Dismisses one occurrence of a condition for the caller (BNR001); another occurrence of it (a new failure, another end date) shows again. Answers the banner as it stays.',
      handler: async ({ scope, auth, body }) => {
        await recordDismissal(ctx.db, auth.sub, body.kind, body.key);
        return { code: 'BNR001', data: await bannerOf(ctx, ctx.db, scope.merchantId, auth.sub, auth.roles) };
      },
    }),
  ];
}
