import { Badge, Button, MessageBar, MessageBarBody, MessageBarTitle, ProgressBar, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular, Checkmark20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { importApi, type ImportJobDetail } from '@hub/contracts';
import { callApiWithCode, downloadFile, hubStore, isApiError } from '@hub/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CANCELLABLE, JOB_STATUS_COLOR } from '../../domain/importJobs';
import { codeWording } from '../../i18n/codeWording';
import { MasterProgress } from './MasterProgress';
import { PlanSummary } from './PlanSummary';
import { ProblemsTable } from './ProblemsTable';
import { useImportJob } from './useImportJob';
import { PANEL_STYLE } from '../Panel/panelStyle';

const useStyles = makeStyles({
  root: {
    ...PANEL_STYLE,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'flex-end' },
  counts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, fontVariantNumeric: 'tabular-nums' },
});

/** The import the page follows: its check, its problems or dry run, apply and cancel, its progress and end. */
export interface ImportJobPanelProps {
  jobId: string;
  storeName: (sid: string) => string;
  /** A product field's name as the data mapping displays it. */
  fieldLabel?: (name: string) => string;
  canModify: boolean;
  /** Told each time the job's status changes (the jobs table reloads). */
  onStatus?: (status: string) => void;
}

export function ImportJobPanel({ jobId, storeName, fieldLabel, canModify, onStatus }: ImportJobPanelProps) {
  const { job, error, reload } = useImportJob(jobId);
  const status = job?.status;
  useEffect(() => {
    if (status) onStatus?.(status);
    // Only a new status is news; the callback may change on every render.
  }, [status]);
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  if (error) return <MessageBar intent="error"><MessageBarBody>{codeWording(error.code, error.message)}</MessageBarBody></MessageBar>;
  if (!job) return <Spinner size="small" />;
  return (
    <section className={styles.root} aria-label={t('job.heading')} data-testid="import-job" data-status={job.status}>
      <div className={styles.head}>
        <Text className={styles.name}>{job.fileName ?? t(`sources.${job.source}`)}</Text>
        <Text className={styles.muted}>{storeName(job.sid)}</Text>
        {job.mapping && (
          <Text className={styles.muted} data-testid="import-job-panel-mapping">
            {job.mapping.revision === null
              ? t('job.mapping', { name: job.mapping.name })
              : t('job.mappingRevision', { name: job.mapping.name, revision: job.mapping.revision })}
          </Text>
        )}
        <Badge appearance="tint" color={JOB_STATUS_COLOR[job.status]} data-testid="import-job-status">
          {t(`statuses.${job.status}`)}
        </Badge>
      </div>
      <JobBody job={job} canModify={canModify} fieldLabel={fieldLabel} onChanged={() => void reload()} />
      {job.master && <MasterProgress master={job.master} storeName={storeName} />}
    </section>
  );
}

function JobBody({ job, canModify, fieldLabel, onChanged }: { job: ImportJobDetail; canModify: boolean; fieldLabel?: (name: string) => string; onChanged: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('mf-import');
  const number = new Intl.NumberFormat(i18n.language);
  const [busy, setBusy] = useState(false);
  const act = async (action: 'apply' | 'cancel') => {
    setBusy(true);
    try {
      const { code } = await callApiWithCode(action === 'apply' ? importApi.apply : importApi.cancel, { params: { id: job.id } });
      hubStore.getState().showSnackbar(codeWording(code), 'success');
    } catch (e) {
      hubStore.getState().showSnackbar(isApiError(e) ? codeWording(e.code, e.message) : codeWording('SE100'), 'error');
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  const report = () =>
    downloadFile(importApi.report, { params: { id: job.id }, fileName: `import-problems-${job.id.slice(0, 8)}.csv` }).catch((e: unknown) =>
      hubStore.getState().showSnackbar(isApiError(e) ? codeWording(e.code, e.message) : codeWording('SE100'), 'error'),
    );
  // The dry run's rejections (every one) and the file's warnings are in the report too.
  const reportButton = (job.problems.length > 0 || (job.plan?.reject ?? 0) > 0) && (
    <Button icon={<ArrowDownload20Regular />} onClick={() => void report()} data-testid="import-report">
      {t('job.report')}
    </Button>
  );
  const cancel = canModify && CANCELLABLE.has(job.status) && (
    <Button icon={<Dismiss20Regular />} disabled={busy} onClick={() => void act('cancel')} data-testid="import-cancel">
      {t('job.cancel')}
    </Button>
  );
  const counts = (
    <div className={styles.counts}>
      <Text>{t('job.processed', { processed: number.format(job.processed), total: number.format(job.totalCount) })}</Text>
      <Text>{t('job.inserted', { n: number.format(job.nInserted) })}</Text>
      <Text>{t('job.updated', { n: number.format(job.nModified) })}</Text>
      <Text>{t('job.skipped', { n: number.format(job.skipped) })}</Text>
      {job.markMissingInactive && job.status !== 'IMPORTING' && <Text data-testid="import-deactivated">{t('job.deactivated', { n: number.format(job.nDeactivated) })}</Text>}
    </div>
  );
  const checkLine = job.check && (
    <Text className={styles.muted}>{t('job.checked', { rows: t('job.rowsChecked', { count: job.check.rows }), errors: t('job.errorCount', { count: job.check.errors }), warnings: t('job.warningCount', { count: job.check.warnings }) })}</Text>
  );

  switch (job.status) {
    case 'WAITING':
    case 'CHECKING':
    case 'PLANNING':
      return (
        <>
          <Spinner size="tiny" labelPosition="after" label={job.status === 'CHECKING' ? t('job.checking', { count: job.processed }) : t(`messages.${job.message ?? 'WAITING'}`, { percent: 100 })} />
          <div className={styles.actions}>{cancel}</div>
        </>
      );
    case 'REJECTED':
      return (
        <>
          <MessageBar intent="error">
            <MessageBarBody>
              <MessageBarTitle>{codeWording(job.errorCode ?? 'PDDI103')}</MessageBarTitle>
              {job.errorCode === 'PDDI103' ? t('job.rejected') : null}
            </MessageBarBody>
          </MessageBar>
          {checkLine}
          {job.problems.length > 0 && <ProblemsTable problems={job.problems} />}
          {job.check && job.check.errors + job.check.warnings > job.problems.length && <Text className={styles.muted}>{t('problems.more', { count: job.problems.length })}</Text>}
          <div className={styles.actions}>
            <Button icon={<ArrowDownload20Regular />} onClick={() => void report()} data-testid="import-report">
              {t('job.report')}
            </Button>
          </div>
        </>
      );
    case 'READY':
      return (
        <>
          <Text weight="semibold">{t('plan.heading')}</Text>
          {job.plan && <PlanSummary plan={job.plan} fieldLabel={fieldLabel} markMissing={job.markMissingInactive} />}
          {checkLine}
          {job.problems.length > 0 && <ProblemsTable problems={job.problems} />}
          <div className={styles.actions}>
            {reportButton}
            {cancel}
            {canModify && (
              <Button appearance="primary" icon={<Checkmark20Regular />} disabled={busy} onClick={() => void act('apply')} data-testid="import-apply">
                {t('job.apply')}
              </Button>
            )}
          </div>
        </>
      );
    case 'IMPORTING':
      return (
        <>
          <Text>{t(`messages.${job.message ?? 'INITIATED'}`, { percent: 0 })}</Text>
          <ProgressBar value={job.totalCount > 0 ? job.processed / job.totalCount : 0} thickness="large" aria-label={t('job.heading')} />
          {counts}
          <div className={styles.actions}>{cancel}</div>
        </>
      );
    case 'FINISHED':
      return (
        <>
          <MessageBar intent="success">
            <MessageBarBody>{codeWording('CDI003')}</MessageBarBody>
          </MessageBar>
          {counts}
          {reportButton && <div className={styles.actions}>{reportButton}</div>}
        </>
      );
    default:
      return (
        <>
          <MessageBar intent={job.status === 'FAILED' ? 'error' : 'info'}>
            <MessageBarBody>{job.status === 'FAILED' ? codeWording(job.errorCode ?? 'SE100') : t('job.cancelled')}</MessageBarBody>
          </MessageBar>
          {job.processed > 0 && counts}
        </>
      );
  }
}
