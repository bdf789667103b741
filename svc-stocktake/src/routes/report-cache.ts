import type { Db } from '@hub/service-kit';
import { readSwitches } from '../db/settings';
import { reportCacheSeconds } from '../domain/switches';

/** How long the merchant's report answers may be kept (allowReportCaching), for a route's answer. */
export type ReportCache = (merchantId: string) => Promise<number | undefined>;

/** HUB_REPORT_CACHE_SECONDS (60 by default) while the merchant's allowReportCaching is on. */
export function reportCache(db: Db, env: Record<string, string | undefined> = process.env): ReportCache {
  const configured = Number(env.HUB_REPORT_CACHE_SECONDS ?? 60);
  const seconds = Number.isFinite(configured) ? Math.min(Math.max(Math.floor(configured), 0), 3600) : 60;
  return async (merchantId) => reportCacheSeconds(await readSwitches(db, merchantId), seconds);
}
