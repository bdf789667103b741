import { PERMISSIONS, stocktakeApi, type ReportConfig, type StocktakeConfig } from '@hub/contracts';
import { AppError, moduleSavedEvent, route, type Db, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { readConfig, writeConfig, type ConfigKind } from '../db/configs';
import { configSavedEvent } from '../events/config-saved';

/** `/config/stock-take` (STC000/STC100) and `/config/report` (RPC000/RPC100), issue 12 item 9. */
export function configRoutes(db: Db, eventing: ServiceEventing): RouteDefinition[] {
  const save = async <T>(kind: ConfigKind, merchantId: string, userId: string, config: T, ip: string | null, failCode: 'STC100' | 'RPC100') => {
    try {
      return await eventing.transaction(async (tx, emit) => {
        const saved = await writeConfig(tx, merchantId, kind, config, userId);
        await emit([
          eventing.auditEvent(merchantId, { userId, action: kind === 'stocktake' ? 'stocktake-config.saved' : 'report-config.saved', details: { ...(config as Record<string, unknown>) }, ip }),
          // The quick-settings entry of the page shows done (spec section 4, "Setup").
          moduleSavedEvent(merchantId, kind === 'stocktake' ? '/config/stock-take' : '/config/report'),
          configSavedEvent(merchantId, kind, saved),
        ]);
        return saved;
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(failCode, 500);
    }
  };
  return [
    route(stocktakeApi.config, {
      permission: PERMISSIONS.STOCK_TAKE_CONFIGURATION_READ_PREVIEW,
      summary: 'The stock-take config (filter fields a tablet offers, expected count shown); null before the first save.',
      handler: async ({ scope }) => ({ code: 'STC001', data: await readConfig<StocktakeConfig>(db, scope.merchantId, 'stocktake') }),
    }),
    route(stocktakeApi.saveConfig, {
      permission: { all: [PERMISSIONS.STOCK_TAKE_CONFIGURATION_READ_PREVIEW, PERMISSIONS.STOCK_TAKE_CONFIGURATION_MODIFY] },
      summary: 'Save the stock-take config.',
      handler: async ({ scope, auth, body, req }) => ({
        code: 'STC000',
        data: await save('stocktake', scope.merchantId, auth.sub, body, req.ip ?? null, 'STC100'),
      }),
    }),
    route(stocktakeApi.reportConfig, {
      permission: PERMISSIONS.REPORT_CONFIGURATION_READ_STK_PREVIEW,
      summary: 'The report config (line fields, likely-missing threshold); null until saved, and a tablet save is then STR113.',
      handler: async ({ scope }) => ({ code: 'RPC001', data: await readConfig<ReportConfig>(db, scope.merchantId, 'report') }),
    }),
    route(stocktakeApi.saveReportConfig, {
      permission: { all: [PERMISSIONS.REPORT_CONFIGURATION_READ_STK_PREVIEW, PERMISSIONS.REPORT_CONFIGURATION_MODIFY] },
      summary: 'Save the report config.',
      handler: async ({ scope, auth, body, req }) => ({
        code: 'RPC000',
        data: await save('report', scope.merchantId, auth.sub, body, req.ip ?? null, 'RPC100'),
      }),
    }),
  ];
}
