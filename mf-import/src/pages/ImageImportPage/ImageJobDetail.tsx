import { useCallback, useState } from 'react';
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss20Regular, DismissCircle20Regular } from '@fluentui/react-icons';
import { IMAGE_PROBLEMS_SHOWN, imageImportApi, localeOption, type ImageProblem } from '@hub/contracts';
import {
  PageState,
  ResponsiveTable,
  callApi,
  callApiWithCode,
  formatZonedDateTime,
  hubStore,
  imageProblemWording,
  isApiError,
  useApiResource,
  useHubStore,
  type ResponsiveTableColumn,
} from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { PANEL_STYLE } from '../../components/Panel/panelStyle';
import { IMAGE_STATUS_COLOR, isImageImportRunning, problemKind } from '../../domain/imageFiles';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  panel: PANEL_STYLE,
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  facts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM, margin: 0 },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, minWidth: 0 },
  factLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  factValue: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
  name: { overflowWrap: 'anywhere', unicodeBidi: 'plaintext' },
  scroll: { maxHeight: '420px', overflowY: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Row = { problem: ImageProblem; n: number };

export interface ImageJobDetailProps {
  jobId: string;
  storeName: (sid: string) => string;
  canModify: boolean;
  /** Changes when an image import moved (socket): the detail reloads quietly. */
  refreshToken: number;
  onClose: () => void;
  onChanged: () => void;
}

/** One image import: what it did and the images it did not import, with why (issue 13 item 3). */
export function ImageJobDetail({ jobId, storeName, canModify, refreshToken, onClose, onChanged }: ImageJobDetailProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const locale = useHubStore((s) => s.locale);
  const number = new Intl.NumberFormat(localeOption(locale).iso);
  const [cancelling, setCancelling] = useState(false);
  const job = useApiResource(
    useCallback((signal: AbortSignal) => callApi(imageImportApi.job, { params: { id: jobId }, signal }), [jobId]),
    jobId,
    refreshToken,
  );

  const cancel = async () => {
    setCancelling(true);
    try {
      const { code } = await callApiWithCode(imageImportApi.cancel, { params: { id: jobId } });
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      job.reload();
      onChanged();
    } catch (e) {
      hubStore.getState().showSnackbar(isApiError(e) ? codeWording(e.code, e.message) : codeWording('SE100'), 'error');
    } finally {
      setCancelling(false);
    }
  };

  const title = job.status === 'success' ? t('imageImport.job.heading', { date: formatZonedDateTime(job.data.createdAt, locale) }) : t('imageImport.job.title');
  const columns: ResponsiveTableColumn<Row>[] = [
    { key: 'name', header: t('imageImport.job.name'), cell: ({ problem }) => <span className={styles.name}>{problem.name}</span> },
    { key: 'kind', header: t('imageImport.job.kind'), cell: ({ problem }) => t(`imageImport.job.kinds.${problemKind(problem.reason)}`) },
    { key: 'reason', header: t('imageImport.job.reason'), cell: ({ problem }) => imageProblemWording(problem.reason) },
  ];

  return (
    <section className={styles.panel} aria-labelledby="image-job-heading" data-testid="image-job">
      <div className={styles.head}>
        <Text as="h3" size={400} weight="semibold" id="image-job-heading">
          {title}
        </Text>
        <div className={styles.actions}>
          {job.status === 'success' && canModify && isImageImportRunning(job.data.status) && (
            <Button icon={<DismissCircle20Regular />} disabled={cancelling} onClick={() => void cancel()} data-testid="image-job-cancel">
              {t('imageImport.job.cancel')}
            </Button>
          )}
          <Button appearance="subtle" icon={<Dismiss20Regular />} aria-label={t('imageImport.job.close')} onClick={onClose} />
        </div>
      </div>
      {job.status === 'loading' && <PageState kind="loading" message={t('imageImport.job.loading')} />}
      {job.status === 'error' && <PageState kind="error" title={t('imageImport.job.error')} message={codeWording(job.error.code, job.error.message)} onRetry={job.reload} />}
      {job.status === 'success' && (
        <>
          <dl className={styles.facts}>
            {(
              [
                ['type', job.data.importType ? t(`imageImport.types.${job.data.importType}`) : '-'],
                ['store', storeName(job.data.sid)],
                ['status', <Badge key="status" appearance="tint" color={IMAGE_STATUS_COLOR[job.data.status]}>{t(`imageImport.statuses.${job.data.status}`, { defaultValue: job.data.status })}</Badge>],
                ['total', number.format(job.data.totalCount)],
                ['uploaded', number.format(job.data.uploadCount)],
                ['skipped', number.format(job.data.skipCount)],
                ['errored', number.format(job.data.errorCount)],
                ['products', number.format(job.data.productsUpdated)],
                ['verified', number.format(job.data.verified)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className={styles.fact}>
                <dt className={styles.factLabel}>{t(`imageImport.job.facts.${key}`)}</dt>
                <dd className={styles.factValue} data-testid={`image-job-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <Text as="h4" size={300} weight="semibold">
            {t('imageImport.job.problems')}
          </Text>
          {job.data.errors.length === 0 ? (
            <Text className={styles.muted}>{t('imageImport.job.noProblems')}</Text>
          ) : (
            <>
              <ResponsiveTable
                label={t('imageImport.job.problems')}
                items={job.data.errors.map((problem, n) => ({ problem, n }))}
                itemKey={({ n }) => String(n)}
                rowTestId="image-problem-row"
                columns={columns}
                scrollAreaClassName={styles.scroll}
                card={({ problem }) => ({
                  title: <span className={styles.name}>{problem.name}</span>,
                  subtitle: t(`imageImport.job.kinds.${problemKind(problem.reason)}`),
                  body: imageProblemWording(problem.reason),
                })}
              />
              {job.data.skipCount + job.data.errorCount > job.data.errors.length && (
                <Text size={200} className={styles.muted}>
                  {t('imageImport.job.firstShown', { count: Math.min(job.data.errors.length, IMAGE_PROBLEMS_SHOWN), total: number.format(job.data.skipCount + job.data.errorCount) })}
                </Text>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
