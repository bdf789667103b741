import { MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, ArrowRight20Regular, ClipboardTaskListLtr24Regular } from '@fluentui/react-icons';
import { directionOf, localeOption, MEDIA, PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, formatZonedDateTime, HubLink, PageState, RecordNotFound, useDocumentTitle, useHubStore, usePermission, type RemotePageProps } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ReportLines } from '../../components/ReportLines';
import { ReportSummary } from '../../components/ReportSummary';
import { StatusBadge } from '../../components/StocktakeTable';
import { codeWording } from '../../i18n/codeWording';
import { useReport } from './useReport';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  title: { margin: 0, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, overflowWrap: 'anywhere' },
  meta: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    [MEDIA.phone]: { gridTemplateColumns: '1fr 1fr' },
  },
  metaLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  metaValue: { margin: 0, overflowWrap: 'anywhere' },
});

/** Spec section 2, /management/reports/{id}: one stock-take's figures and items. */
export function ReportPage({ params }: RemotePageProps) {
  const { t } = useTranslation('mf-reports');
  const stocktakeId = params.id ?? '';
  useDocumentTitle(t('report.title', { id: stocktakeId }));
  const canRead = usePermission({ permission: PERMISSIONS.STOCK_TAKE_REPORT_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <Report stocktakeId={stocktakeId} />;
}

function Report({ stocktakeId }: { stocktakeId: string }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const locale = useHubStore((s) => s.locale);
  const number = new Intl.NumberFormat(localeOption(locale).iso);
  const { report, lines, kind, setKind, setStart, store } = useReport(stocktakeId);
  const Back = directionOf(locale) === 'rtl' ? ArrowRight20Regular : ArrowLeft20Regular;

  if (report.status === 'error' && report.error.code === 'STR112') {
    return <RecordNotFound title={t('report.notFound')} body={stocktakeId} back={{ to: '/management/reports', label: t('report.back') }} />;
  }
  const when = (iso: string | null) => (iso ? formatZonedDateTime(iso, locale, store?.tz) : '-');
  const scope = (filters: Record<string, unknown>) => {
    const parts = Object.entries(filters)
      .filter(([, v]) => v !== undefined && v !== null && v !== '' && String(v).toLowerCase() !== 'all')
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`);
    return parts.length === 0 ? t('report.allItems') : parts.join(' · ');
  };

  return (
    <section className={styles.page} data-testid="report-page">
      <header className={styles.header}>
        <HubLink to="/management/reports">
          <span className={styles.back}>
            <Back aria-hidden />
            {t('report.back')}
          </span>
        </HubLink>
        <Text as="h1" size={700} weight="bold" className={styles.title}>
          <ClipboardTaskListLtr24Regular aria-hidden />
          <bdi>{t('report.title', { id: stocktakeId })}</bdi>
          {report.status === 'success' && <StatusBadge status={report.data.status} />}
        </Text>
      </header>
      {report.status === 'loading' && <PageState kind="loading" />}
      {report.status === 'error' && <PageState kind="error" title={t('report.error')} message={codeWording(report.error.code, report.error.message)} onRetry={report.reload} />}
      {report.status === 'success' && (
        <>
          <dl className={styles.meta} data-testid="report-meta">
            {(
              [
                ['store', store ? `${store.name} (${report.data.sid})` : (report.data.storeName ?? report.data.sid)],
                ['started', when(report.data.startTime)],
                ['submitted', when(report.data.submittedAt)],
                ['user', report.data.userName || '-'],
                ['device', report.data.deviceName || '-'],
                ['tablets', report.data.tablets.join(', ') || '-'],
                ['reads', number.format(report.data.readCount)],
                ['filters', scope(report.data.filters)],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt className={styles.metaLabel}>{t(`report.meta.${key}`)}</dt>
                <dd className={styles.metaValue}>
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
          {!report.data.reconciled && (
            <MessageBar intent="info">
              <MessageBarBody>{t('report.reconciling')}</MessageBarBody>
            </MessageBar>
          )}
          <ReportSummary summary={report.data.summary} />
          <ReportLines stocktakeId={stocktakeId} summary={report.data.summary} kind={kind} onKind={setKind} lines={lines} onPage={setStart} />
        </>
      )}
    </section>
  );
}
