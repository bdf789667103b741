import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { formatMoney, localeOption, type DiscrepancyTotals, type Locale, type StoreDiscrepancyTotals } from '@hub/contracts';
import { PageState, ResponsiveTable, StackedText, useHubStore, type ResponsiveTableColumn } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { useMonthTotals } from '../../hooks/useMonthTotals';
import { codeWording } from '../../i18n/codeWording';
import { FigureGrid } from '../FigureGrid';
import { KaratTable } from '../KaratTable';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  head: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Money per currency, each in its own format (currencies are never added together). */
function moneyOf(totals: DiscrepancyTotals, locale: Locale): string {
  if (totals.missingValues.length === 0) return formatMoney(0, null, locale);
  return totals.missingValues.map((v) => formatMoney(v.value, v.currency, locale)).join(' · ');
}

/**
 * Issue 12 item 6: the month's discrepancy beside the list of its counts: the submitted counts of the
 * month added up (counts, missing, grams and value per karat), and each store's line.
 */
export function MonthTotals({ month, store }: { month: string; store: string }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const locale = useHubStore((s) => s.locale);
  const totals = useMonthTotals(month, store);
  const number = new Intl.NumberFormat(localeOption(locale).iso, { maximumFractionDigits: 3 });
  const grams = (g: number) => t('figures.grams', { value: number.format(g) });
  if (totals.status === 'loading') return <PageState kind="loading" />;
  if (totals.status === 'error') return <PageState kind="error" title={t('totals.error')} message={codeWording(totals.error.code, totals.error.message)} onRetry={totals.reload} />;
  const { total, stores, pending } = totals.data;
  if (total.counts === 0 && pending === 0) return null;

  const columns: ResponsiveTableColumn<StoreDiscrepancyTotals>[] = [
    { key: 'store', header: t('totals.store'), cell: (s) => <StackedText primary={s.name} secondary={s.sid} /> },
    { key: 'counts', header: t('totals.counts'), numeric: true, cell: (s) => number.format(s.counts) },
    { key: 'missing', header: t('figures.missing'), numeric: true, cell: (s) => number.format(s.missing) },
    { key: 'likely', header: t('figures.likelyMissing'), numeric: true, cell: (s) => number.format(s.likelyMissing) },
    { key: 'grams', header: t('figures.missingWeight'), numeric: true, cell: (s) => <bdi>{grams(s.missingWeight)}</bdi> },
    { key: 'value', header: t('figures.missingValue'), numeric: true, cell: (s) => <bdi>{moneyOf(s, locale)}</bdi> },
  ];
  return (
    <section className={styles.section} aria-labelledby="month-totals-head" data-testid="month-totals">
      <div className={styles.heading}>
        <Text as="h2" id="month-totals-head" size={500} weight="semibold" className={styles.head}>
          {t('totals.title')}
        </Text>
        <Text as="p" className={styles.muted} style={{ margin: 0 }}>
          {t('totals.subtitle')}
        </Text>
      </div>
      {pending > 0 && (
        <MessageBar intent="info">
          <MessageBarBody>{t('totals.pending', { count: pending })}</MessageBarBody>
        </MessageBar>
      )}
      {total.unvaluedCounts > 0 && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('totals.unvalued', { count: total.unvaluedCounts })}</MessageBarBody>
        </MessageBar>
      )}
      <FigureGrid
        label={t('totals.label')}
        testId="month-figures"
        figures={[
          { key: 'counts', label: t('totals.counts'), value: number.format(total.counts), warn: false },
          { key: 'missing', label: t('figures.missing'), value: number.format(total.missing), warn: total.missing > 0 },
          { key: 'likelyMissing', label: t('figures.likelyMissing'), value: number.format(total.likelyMissing), warn: total.likelyMissing > 0 },
          { key: 'misplaced', label: t('figures.misplaced'), value: number.format(total.misplaced), warn: total.misplaced > 0 },
          { key: 'missingWeight', label: t('figures.missingWeight'), value: grams(total.missingWeight), warn: total.missingWeight > 0 },
          { key: 'missingValue', label: t('figures.missingValue'), value: moneyOf(total, locale), warn: total.missingValues.length > 0 },
        ]}
      />
      <KaratTable karats={total.byKarat} />
      {stores.length > 1 && (
        <ResponsiveTable
          label={t('totals.perStore')}
          items={stores}
          itemKey={(s) => s.sid}
          rowTestId="store-totals-row"
          columns={columns}
          card={(s) => ({
            title: s.name,
            subtitle: s.sid,
            details: [
              [t('totals.counts'), number.format(s.counts)],
              [t('figures.missing'), number.format(s.missing)],
              [t('figures.missingWeight'), <bdi key="g">{grams(s.missingWeight)}</bdi>],
              [t('figures.missingValue'), <bdi key="v">{moneyOf(s, locale)}</bdi>],
            ],
          })}
        />
      )}
    </section>
  );
}
