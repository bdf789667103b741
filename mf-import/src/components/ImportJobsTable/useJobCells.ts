import type { ImportJob } from '@hub/contracts';
import { localeOption } from '@hub/contracts';
import { formatZonedDateTime, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { jobDuration, updatedCount } from '../../domain/importJobs';

/** Display values of an import job in the reader's language; empty values show '-'; times in the reader's zone, named (issue 28 item 5). */
export function useJobCells(storeNames: ReadonlyMap<string, string>) {
  const { t } = useTranslation('mf-import');
  const locale = useHubStore((s) => s.locale);
  const iso = localeOption(locale).iso;
  const number = new Intl.NumberFormat(iso, { maximumFractionDigits: 2 });
  const when = (value: string | null) => {
    if (!value) return '-';
    return Number.isNaN(new Date(value).getTime()) ? '-' : formatZonedDateTime(value, locale);
  };
  return (job: ImportJob) => {
    const duration = jobDuration(job);
    return {
      store: storeNames.get(job.sid) ?? job.sid,
      storeCode: job.sid,
      source: t(`sources.${job.source}`, { defaultValue: job.source }),
      status: t(`statuses.${job.status}`, { defaultValue: job.status }),
      total: number.format(job.totalCount ?? 0),
      inserted: number.format(job.nInserted ?? 0),
      updated: number.format(updatedCount(job)),
      skipped: number.format(job.skipped ?? 0),
      started: when(job.start),
      finished: when(job.end),
      // The named mapping it read with and its revision (issue 28 item 2); jobs from before have none.
      mapping: job.mapping ? (job.mapping.revision === null ? job.mapping.name : t('jobs.mappingRevision', { name: job.mapping.name, revision: job.mapping.revision })) : '-',
      duration: duration ? t('jobs.duration', { min: duration.min, sec: String(duration.sec).padStart(2, '0') }) : null,
    };
  };
}
