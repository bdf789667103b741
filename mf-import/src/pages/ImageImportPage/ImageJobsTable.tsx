import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Open20Regular } from '@fluentui/react-icons';
import { localeOption, type ImageImportJob } from '@hub/contracts';
import { ResponsiveTable, StackedText, formatZonedDateTime, useHubStore, type ResponsiveTableColumn } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { IMAGE_STATUS_COLOR } from '../../domain/imageFiles';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalS, textAlign: 'center' },
  count: { display: 'flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums' },
});

const COUNTS = [
  ['total', 'totalCount'],
  ['uploaded', 'uploadCount'],
  ['skipped', 'skipCount'],
  ['errored', 'errorCount'],
] as const;

export interface ImageJobsTableProps {
  jobs: readonly ImageImportJob[];
  storeName: (sid: string) => string;
  onOpen: (jobId: string) => void;
}

/** The image import history (issue 13 item 3): date, type, store, counts, status and who; a table on wide screens, cards on phones. */
export function ImageJobsTable({ jobs, storeName, onOpen }: ImageJobsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const locale = useHubStore((s) => s.locale);
  const number = new Intl.NumberFormat(localeOption(locale).iso);
  const date = (job: ImageImportJob) => formatZonedDateTime(job.createdAt, locale);
  const type = (job: ImageImportJob) => (job.importType ? t(`imageImport.types.${job.importType}`) : '-');
  const badge = (job: ImageImportJob) => (
    <Badge className={styles.badge} appearance="tint" color={IMAGE_STATUS_COLOR[job.status] ?? 'informative'}>
      {t(`imageImport.statuses.${job.status}`, { defaultValue: job.status })}
    </Badge>
  );
  const openButton = (job: ImageImportJob) => (
    <Button appearance="subtle" size="small" icon={<Open20Regular />} onClick={() => onOpen(job.jobId)} aria-label={t('imageImport.jobs.showNamed', { date: date(job) })} data-testid="image-job-open">
      {t('imageImport.jobs.show')}
    </Button>
  );
  const columns: ResponsiveTableColumn<ImageImportJob>[] = [
    { key: 'date', header: t('imageImport.jobs.date'), cell: (job) => date(job) },
    { key: 'type', header: t('imageImport.jobs.type'), cell: (job) => <StackedText primary={type(job)} secondary={job.ftpSync ? t('imageImport.jobs.ftpSync') : null} /> },
    { key: 'store', header: t('imageImport.jobs.store'), cell: (job) => storeName(job.sid) },
    { key: 'status', header: t('imageImport.jobs.status'), cell: badge },
    ...COUNTS.map(([key, field]) => ({ key, header: t(`imageImport.jobs.${key}`), numeric: true, cell: (job: ImageImportJob) => number.format(job[field]) })),
    { key: 'open', header: t('imageImport.jobs.actions'), cell: openButton },
  ];
  return (
    <ResponsiveTable
      label={t('imageImport.jobs.heading')}
      items={jobs}
      itemKey={(job) => job.jobId}
      rowTestId="image-job-row"
      columns={columns}
      card={(job) => ({
        title: date(job),
        subtitle: (
          <Text size={200} className={styles.muted}>
            {`${type(job)} · ${storeName(job.sid)}`}
          </Text>
        ),
        badge: badge(job),
        body: (
          <>
            <div className={styles.counts}>
              {COUNTS.map(([key, field]) => (
                <span key={key} className={styles.count}>
                  <Text weight="semibold">{number.format(job[field])}</Text>
                  <Text size={200} className={styles.muted}>
                    {t(`imageImport.jobs.${key}`)}
                  </Text>
                </span>
              ))}
            </div>
            {openButton(job)}
          </>
        ),
      })}
    />
  );
}
