import {
  Badge,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { JOB_STATUS_COLOR } from '../../domain/importJobs';
import type { ImportJobsTableProps } from './ImportJobsTable.types';
import { useJobCells } from './useJobCells';

const useStyles = makeStyles({
  desktop: { display: 'none', overflowX: 'auto', '@media (min-width: 768px)': { display: 'block' } },
  phone: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    '@media (min-width: 768px)': { display: 'none' },
  },
  table: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge },
  muted: { color: tokens.colorNeutralForeground3 },
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  counts: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: tokens.spacingHorizontalS, textAlign: 'center' },
  count: { display: 'flex', flexDirection: 'column', fontVariantNumeric: 'tabular-nums' },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  cardGrid: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS, margin: 0 },
  dd: { margin: 0, minWidth: 0 },
});

/** Recent import jobs: a table on wide screens, cards on phones. */
export function ImportJobsTable({ jobs, storeNames }: ImportJobsTableProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const cells = useJobCells(storeNames);
  return (
    <>
      <div className={styles.desktop}>
        <Table className={styles.table} aria-label={t('jobs.heading')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('jobs.store')}</TableHeaderCell>
              <TableHeaderCell>{t('jobs.source')}</TableHeaderCell>
              <TableHeaderCell>{t('jobs.status')}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{t('jobs.total')}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{t('jobs.inserted')}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{t('jobs.updated')}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{t('jobs.skipped')}</TableHeaderCell>
              <TableHeaderCell>{t('jobs.started')}</TableHeaderCell>
              <TableHeaderCell>{t('jobs.finished')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {jobs.map((job) => {
              const c = cells(job);
              return (
                <TableRow key={job.id} data-testid="import-job-row">
                  <TableCell>
                    <Text block>{c.store}</Text>
                    <Text size={200} className={styles.muted}>
                      {c.storeCode}
                    </Text>
                  </TableCell>
                  <TableCell>{c.source}</TableCell>
                  <TableCell>
                    <Badge className={styles.badge} appearance="tint" color={JOB_STATUS_COLOR[job.status] ?? 'informative'}>
                      {c.status}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.number}>{c.total}</TableCell>
                  <TableCell className={styles.number}>{c.inserted}</TableCell>
                  <TableCell className={styles.number}>{c.updated}</TableCell>
                  <TableCell className={styles.number}>{c.skipped}</TableCell>
                  <TableCell>{c.started}</TableCell>
                  <TableCell>
                    <Text block>{c.finished}</Text>
                    {c.duration && (
                      <Text size={200} className={styles.muted}>
                        {c.duration}
                      </Text>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <ul className={styles.phone} aria-label={t('jobs.heading')}>
        {jobs.map((job) => {
          const c = cells(job);
          return (
            <li key={job.id}>
              <Card>
                <div className={styles.cardHead}>
                  <div>
                    <Text weight="semibold" block>
                      {c.store}
                    </Text>
                    <Text size={200} className={styles.muted}>
                      {c.source}
                    </Text>
                  </div>
                  <Badge className={styles.badge} appearance="tint" color={JOB_STATUS_COLOR[job.status] ?? 'informative'}>
                    {c.status}
                  </Badge>
                </div>
                <div className={styles.counts}>
                  {(
                    [
                      ['total', c.total],
                      ['inserted', c.inserted],
                      ['updated', c.updated],
                      ['skipped', c.skipped],
                    ] as const
                  ).map(([key, value]) => (
                    <span key={key} className={styles.count}>
                      <Text weight="semibold">{value}</Text>
                      <Text size={200} className={styles.muted}>
                        {t(`jobs.${key}`)}
                      </Text>
                    </span>
                  ))}
                </div>
                <dl className={styles.cardGrid}>
                  <dt className={styles.muted}>{t('jobs.started')}</dt>
                  <dd className={styles.dd}>{c.started}</dd>
                  <dt className={styles.muted}>{t('jobs.finished')}</dt>
                  <dd className={styles.dd}>
                    {c.finished}
                    {c.duration ? ` · ${c.duration}` : ''}
                  </dd>
                </dl>
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
