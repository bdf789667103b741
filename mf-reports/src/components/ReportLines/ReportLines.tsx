import { Badge, Button, Link, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import {
  emitHubEvent,
  formatMoney,
  localeOption,
  STOCKTAKE_LINE_KINDS,
  stocktakeApi,
  type StocktakeLine,
  type StocktakeLineKind,
  type StocktakeSummary,
} from '@hub/contracts';
import {
  downloadFile,
  PageState,
  Pager,
  ResponsiveTable,
  useHubStore,
  type ApiResource,
  type ResponsiveTableColumn,
} from '@hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StocktakeLinePage } from '@hub/contracts';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
  },
  // Four tabs with their counts are wider than a phone: they scroll sideways instead of widening the page.
  tabs: { minWidth: 0, maxWidth: '100%', overflowX: 'auto' },
  mono: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    overflowWrap: 'anywhere',
  },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface ReportLinesProps {
  stocktakeId: string;
  summary: StocktakeSummary;
  kind: StocktakeLineKind;
  onKind: (kind: StocktakeLineKind) => void;
  lines: ApiResource<StocktakeLinePage> & { reload: () => void };
  onPage: (start: number) => void;
}

/** The counted, missing, misplaced, unknown and out-of-scope items of a stock-take, a tab each, paged, with a CSV of each. */
export function ReportLines({ stocktakeId, summary, kind, onKind, lines, onPage }: ReportLinesProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const locale = useHubStore((s) => s.locale);
  const number = new Intl.NumberFormat(localeOption(locale).iso, { maximumFractionDigits: 3 });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const open = (line: StocktakeLine) =>
    line.productCode &&
    line.sid &&
    emitHubEvent('hub:product-show', { productCode: line.productCode, sid: line.sid }, window);
  const code = (line: StocktakeLine) =>
    line.productCode ? (
      <Link
        as="button"
        onClick={() => open(line)}
        aria-label={t('lines.open', { code: line.productCode })}
        data-testid="line-product"
      >
        {line.productCode}
      </Link>
    ) : (
      '-'
    );
  const tag = (line: StocktakeLine) => <span className={styles.mono}>{line.rfidTag ?? '-'}</span>;
  const weight = (line: StocktakeLine) => (line.weight === null ? '-' : number.format(line.weight));
  const value = (line: StocktakeLine) =>
    line.value === null ? '-' : <bdi>{formatMoney(line.value, line.currency, locale)}</bdi>;
  const confidence = (line: StocktakeLine) =>
    line.confidence ? (
      <Badge
        appearance="tint"
        color={line.confidence === 'LIKELY_MISSING' ? 'danger' : 'warning'}
        style={{ whiteSpace: 'nowrap' }}
      >
        {t(`lines.${line.confidence}`)}
      </Badge>
    ) : (
      '-'
    );
  const columns: ResponsiveTableColumn<StocktakeLine>[] =
    kind === 'unknown'
      ? [{ key: 'rfidTag', header: t('lines.rfidTag'), cell: tag }]
      : [
          { key: 'productCode', header: t('lines.productCode'), cell: code },
          { key: 'rfidTag', header: t('lines.rfidTag'), cell: tag },
          { key: 'designNumber', header: t('lines.designNumber'), cell: (l) => l.designNumber ?? '-' },
          { key: 'itemType', header: t('lines.itemType'), cell: (l) => l.itemType ?? '-' },
          { key: 'karat', header: t('lines.karat'), cell: (l) => l.karat ?? '-' },
          { key: 'weight', header: t('lines.weight'), numeric: true, cell: weight },
          { key: 'value', header: t('lines.value'), numeric: true, cell: value },
          ...(kind === 'misplaced'
            ? [{ key: 'sid', header: t('lines.belongsTo'), cell: (l: StocktakeLine) => l.sid ?? '-' }]
            : []),
          ...(kind === 'missing'
            ? [{ key: 'confidence', header: t('lines.confidence'), cell: confidence }]
            : []),
        ];
  const download = () => {
    setDownloadError(null);
    downloadFile(stocktakeApi.linesCsv, {
      params: { stocktakeId },
      query: { kind },
      fileName: `stocktake-${stocktakeId}-${kind}.csv`,
    }).catch(() => setDownloadError(t('lines.downloadFailed')));
  };
  return (
    <section className={styles.list} aria-label={t('lines.label')}>
      <div className={styles.bar}>
        <div className={styles.tabs}>
          <TabList
            selectedValue={kind}
            onTabSelect={(_, d) => onKind(d.value as StocktakeLineKind)}
            aria-label={t('lines.label')}
          >
            {STOCKTAKE_LINE_KINDS.map((k) => (
              <Tab key={k} value={k} data-testid={`lines-tab-${k}`}>
                {`${t(`lines.tabs.${k}`)} (${number.format(summary[k])})`}
              </Tab>
            ))}
          </TabList>
        </div>
        <Button icon={<ArrowDownload20Regular />} onClick={download} data-testid="lines-download">
          {t('lines.download')}
        </Button>
      </div>
      {downloadError && (
        <span role="alert" className={styles.error}>
          {downloadError}
        </span>
      )}
      {lines.status === 'loading' && <PageState kind="loading" />}
      {lines.status === 'error' && (
        <PageState
          kind="error"
          title={t('lines.error')}
          message={codeWording(lines.error.code, lines.error.message)}
          onRetry={lines.reload}
        />
      )}
      {lines.status === 'success' && lines.data.rows.length === 0 && (
        <PageState kind="empty" title={t('lines.empty')} />
      )}
      {lines.status === 'success' && lines.data.rows.length > 0 && (
        <>
          <ResponsiveTable
            label={t(`lines.tabs.${kind}`)}
            items={lines.data.rows}
            itemKey={(l) => `${l.kind}/${l.rfidTag ?? ''}/${l.productCode ?? ''}`}
            rowTestId="report-line"
            columns={columns}
            card={(l) => ({
              title: l.productCode ? code(l) : tag(l),
              subtitle: l.productCode ? tag(l) : undefined,
              badge: kind === 'missing' ? confidence(l) : undefined,
              details:
                kind === 'unknown'
                  ? []
                  : [
                      [t('lines.itemType'), l.itemType ?? '-'],
                      [t('lines.karat'), l.karat ?? '-'],
                      [t('lines.weight'), weight(l)],
                      [t('lines.value'), value(l)],
                      ...(kind === 'misplaced'
                        ? ([[t('lines.belongsTo'), l.sid ?? '-']] as [string, string][])
                        : []),
                    ],
            })}
          />
          <Pager
            label={t('lines.paging')}
            start={lines.data.start}
            pageSize={lines.data.pageSize}
            shown={lines.data.rows.length}
            total={lines.data.total}
            onPage={(n) => onPage((n - 1) * lines.data.pageSize)}
          />
        </>
      )}
    </section>
  );
}
