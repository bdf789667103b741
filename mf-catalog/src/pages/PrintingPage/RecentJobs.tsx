import { Badge, Button, Card, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { PrintJobStatus, PrintJobSummary } from '@hub/contracts';
import { PageState, codeWording, formatZonedDateTime, useHubStore, useStoreZones } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import type { usePrintingPage } from './usePrintingPage';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM, minWidth: 0 },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  job: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  reason: { color: tokens.colorPaletteRedForeground1 },
});

const JOB_COLOR: Readonly<Record<PrintJobStatus, 'informative' | 'warning' | 'success' | 'danger' | 'subtle'>> = {
  QUEUED: 'warning',
  RUNNING: 'informative',
  DONE: 'success',
  FAILED: 'danger',
  CANCELLED: 'subtle',
};

/** The merchant's latest print jobs, newest first; one can be followed in the panel above. */
export function RecentJobs({ view }: { view: ReturnType<typeof usePrintingPage> }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const locale = useHubStore((s) => s.locale);
  const zones = useStoreZones();
  // A print job belongs to no store: its time is in the list's store's zone when it has one, else the browser's, named either way.
  const when = (iso: string) => formatZonedDateTime(iso, locale, zones[view.sid]);
  const { recent } = view;
  return (
    <Card className={styles.card}>
      <Text as="h2" size={500} weight="semibold" className={styles.title}>
        {t('printing.recent.title')}
      </Text>
      {recent.status === 'loading' && <Spinner size="tiny" />}
      {recent.status === 'error' && <PageState kind="error" title={t('printing.recent.error')} message={codeWording(recent.error.code, recent.error.message)} onRetry={recent.reload} />}
      {recent.status === 'success' && recent.data.length === 0 && <Text className={styles.muted}>{t('printing.recent.none')}</Text>}
      {recent.status === 'success' && recent.data.length > 0 && (
        <ul className={styles.list} data-testid="recent-jobs">
          {recent.data.map((job: PrintJobSummary) => (
            <li key={job.id} className={styles.job} data-testid="recent-job">
              <div className={styles.head}>
                <Text size={200}>{when(job.createdAt)}</Text>
                <Badge appearance="tint" color={JOB_COLOR[job.status]}>
                  {t(`printing.recent.status.${job.status}`)}
                </Badge>
              </div>
              <Text size={200} className={styles.muted}>
                {t('printing.recent.line', { printer: job.configName, design: job.designName, printed: job.counts.printed, total: job.counts.total })}
              </Text>
              {job.reason && (
                <Text size={200} className={styles.reason}>
                  {codeWording(job.reason)}
                </Text>
              )}
              {view.job?.id !== job.id && (
                <Button size="small" appearance="subtle" onClick={() => view.follow(job)} aria-label={t('printing.recent.showNamed', { when: when(job.createdAt) })}>
                  {t('printing.recent.show')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
