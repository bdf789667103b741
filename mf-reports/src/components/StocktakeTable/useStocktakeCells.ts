import { localeOption } from '@hub/contracts';
import { formatZonedDateTime, useHubStore } from '@hub/ui';
import type { StocktakeSummary } from '../../domain/reportRows';
import type { ReportStore } from './StocktakeTable.types';

/** Display values of a stock-take row in the reader's language; empty values show '-'. */
export function useStocktakeCells(stores: ReadonlyMap<string, ReportStore>) {
  const locale = useHubStore((s) => s.locale);
  const iso = localeOption(locale).iso;
  const number = new Intl.NumberFormat(iso, { maximumFractionDigits: 2 });
  return (row: StocktakeSummary) => {
    const store = stores.get(row.sid);
    const started = new Date(row.startTime);
    return {
      store: store ? store.name : row.sid,
      storeCode: row.sid,
      started: Number.isNaN(started.getTime()) ? '-' : formatZonedDateTime(started, locale, store?.tz),
      user: row.userName || '-',
      tablet: row.tabletId || '-',
      missing: number.format(row.missingCount ?? 0),
      hasMissing: (row.missingCount ?? 0) > 0,
    };
  };
}
