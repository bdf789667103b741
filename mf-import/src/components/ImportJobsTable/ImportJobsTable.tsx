import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Open20Regular } from '@fluentui/react-icons';
import type { ImportJob } from '@hub/contracts';
import { ResponsiveTable, StackedText, type ResponsiveTableColumn } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { JOB_STATUS_COLOR } from '../../domain/importJobs';
import type { ImportJobsTableProps } from './ImportJobsTable.types';
import { useJobCells } from './useJobCells';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalS, textAlign: 'center' },
  count: { display: 'flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums' },
});

type JobItem = { job: ImportJob; c: ReturnType<ReturnType<typeof useJobCells>> };

const COUNTS = ['total', 'inserted', 'updated', 'skipped'] as const;

/** Recent import jobs: a table on wide screens, cards on phones. */
export function ImportJobsTable({ jobs, storeNames, onOpen }: ImportJobsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const cells = useJobCells(storeNames);
  const items: JobItem[] = jobs.map((job) => ({ job, c: cells(job) }));
  const badge = ({ job, c }: JobItem) => (
    <Badge className={styles.badge} appearance="tint" color={JOB_STATUS_COLOR[job.status] ?? 'informative'}>
      {c.status}
    </Badge>
  );
  const openButton = (id: string) => (
    <Button appearance="subtle" size="small" icon={<Open20Regular />} onClick={() => onOpen?.(id)} aria-label={t('jobs.open')}>
      {t('jobs.view')}
    </Button>
  );
  const columns: ResponsiveTableColumn<JobItem>[] = [
    { key: 'store', header: t('jobs.store'), cell: ({ c }) => <StackedText primary={c.store} secondary={c.storeCode} /> },
    { key: 'source', header: t('jobs.source'), cell: ({ job, c }) => <StackedText primary={job.fileName ?? c.source} secondary={job.fileName ? c.source : null} /> },
    { key: 'status', header: t('jobs.status'), cell: badge },
    ...COUNTS.map((key) => ({ key, header: t(`jobs.${key}`), numeric: true, cell: ({ c }: JobItem) => c[key] })),
    { key: 'started', header: t('jobs.started'), cell: ({ c }) => c.started },
    { key: 'finished', header: t('jobs.finished'), cell: ({ c }) => <StackedText primary={c.finished} secondary={c.duration} /> },
    { key: 'mapping', header: t('jobs.mapping'), cell: ({ c }) => <span data-testid="import-job-mapping">{c.mapping}</span> },
    ...(onOpen ? [{ key: 'open', header: t('jobs.actions'), cell: ({ job }: JobItem) => openButton(job.id) }] : []),
  ];
  return (
    <ResponsiveTable
      label={t('jobs.heading')}
      items={items}
      itemKey={({ job }) => job.id}
      rowTestId="import-job-row"
      columns={columns}
      card={(item) => ({
        title: item.c.store,
        subtitle: (
          <Text size={200} className={styles.muted}>
            {item.c.source}
          </Text>
        ),
        badge: badge(item),
        body: (
          <>
          <div className={styles.counts}>
            {COUNTS.map((key) => (
              <span key={key} className={styles.count}>
                <Text weight="semibold">{item.c[key]}</Text>
                <Text size={200} className={styles.muted}>
                  {t(`jobs.${key}`)}
                </Text>
              </span>
            ))}
          </div>
          {onOpen && openButton(item.job.id)}
          </>
        ),
        details: [
          [t('jobs.mapping'), item.c.mapping],
          [t('jobs.started'), item.c.started],
          [t('jobs.finished'), `${item.c.finished}${item.c.duration ? ` · ${item.c.duration}` : ''}`],
        ],
      })}
    />
  );
}
