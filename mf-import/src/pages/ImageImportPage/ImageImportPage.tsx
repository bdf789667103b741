import { useMemo, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { History24Regular, ImageMultiple24Regular } from '@fluentui/react-icons';
import { MEDIA, PERMISSIONS, type GlobalConfig } from '@hub/contracts';
import { AccessDeniedPage, NotFoundPage, PageState, useDocumentTitle, useHubStore, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { uploadExtensions } from '../../domain/imageFiles';
import { useSourceStores } from '../../hooks/useSourceStores';
import { codeWording } from '../../i18n/codeWording';
import { FtpSyncPanel } from './FtpSyncPanel';
import { ImageJobDetail } from './ImageJobDetail';
import { ImageJobsTable } from './ImageJobsTable';
import { ImageUpload } from './ImageUpload';
import { useImageImportConfig, useImageImports } from './useImageImport';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    alignItems: 'start',
    gap: tokens.spacingHorizontalXL,
    [MEDIA.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sectionTitle: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * Issue 13 item 3, spec section 2 `/image-import`: upload images and zips, sync an FTP folder, and the
 * history of image imports with each one's problems. Shown only while the global config's
 * allowImgImport is on (else the 404 page, as its menu entry is hidden); uploading and syncing need
 * IMAGE_IMPORT_MODIFY.
 */
export function ImageImportPage() {
  const canRead = usePermission({ permission: PERMISSIONS.IMAGE_IMPORT_READ_PREVIEW });
  // Off in the session's flags (which the menu follows): the 404 page without reading anything.
  const turnedOff = useHubStore((s) => !s.flags.allowImgImport);
  if (!canRead) return <AccessDeniedPage />;
  if (turnedOff) return <NotFoundPage />;
  return <ImageImportGate />;
}

/** The merchant's own global config decides too: it may have been turned off since the session began. */
function ImageImportGate() {
  const { t } = useTranslation('mf-import');
  const config = useImageImportConfig();
  const turnedOff = config.status === 'success' && !config.data.allowImgImport;
  useDocumentTitle(turnedOff ? undefined : t('imageImport.title'));
  if (turnedOff) return <NotFoundPage />;
  if (config.status === 'loading') return <PageState kind="loading" />;
  if (config.status === 'error') return <PageState kind="error" title={t('imageImport.configError')} message={codeWording(config.error.code, config.error.message)} onRetry={config.reload} />;
  return <ImageImport config={config.data} />;
}

function ImageImport({ config }: { config: GlobalConfig }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const canModify = usePermission({ permission: PERMISSIONS.IMAGE_IMPORT_MODIFY });
  const canReadSources = usePermission({ permission: PERMISSIONS.ERP_READ_PREVIEW });
  const { stores, storeName, choices } = useSourceStores();
  const { jobs, sources, ftpSources, reload, moved } = useImageImports(canModify && canReadSources);
  const [shown, setShown] = useState<string | null>(null);
  const extensions = useMemo(() => uploadExtensions(config.imageExtensions), [config.imageExtensions]);
  const storeChoices = useMemo(() => choices().map((c) => ({ code: c.code, label: c.name ? `${c.name} (${c.code})` : storeName(c.code) })), [choices, storeName]);
  const started = (jobId: string) => {
    setShown(jobId);
    reload();
  };

  return (
    <section className={styles.page} data-testid="image-import-page">
      <header className={styles.header}>
        <Text as="h1" size={700} weight="bold" className={styles.title}>
          <ImageMultiple24Regular aria-hidden />
          {t('imageImport.title')}
        </Text>
        <Text className={styles.muted}>{t('imageImport.subtitle')}</Text>
      </header>

      {canModify && (
        <div className={styles.actions}>
          {stores.status === 'loading' && <PageState kind="loading" />}
          {stores.status === 'error' && <PageState kind="error" title={t('connections.error')} message={codeWording(stores.error.code, stores.error.message)} onRetry={stores.reload} />}
          {stores.status === 'success' && <ImageUpload stores={storeChoices} extensions={extensions} onStarted={(job) => started(job.jobId)} />}
          {canReadSources && sources.status === 'loading' && <PageState kind="loading" />}
          {canReadSources && sources.status === 'error' && (
            <PageState kind="error" title={t('importSources.error')} message={codeWording(sources.error.code, sources.error.message)} onRetry={sources.reload} />
          )}
          {canReadSources && sources.status === 'success' && <FtpSyncPanel sources={ftpSources} storeName={storeName} onStarted={(job) => started(job.jobId)} />}
        </div>
      )}

      <section className={styles.section} aria-labelledby="image-jobs-heading">
        <Text as="h2" size={500} weight="semibold" id="image-jobs-heading" className={styles.sectionTitle}>
          <History24Regular aria-hidden />
          {t('imageImport.jobs.heading')}
        </Text>
        {shown && <ImageJobDetail key={shown} jobId={shown} storeName={storeName} canModify={canModify} refreshToken={moved} onClose={() => setShown(null)} onChanged={reload} />}
        {jobs.status === 'loading' && <PageState kind="loading" />}
        {jobs.status === 'error' && <PageState kind="error" title={t('imageImport.jobs.error')} message={codeWording(jobs.error.code, jobs.error.message)} onRetry={jobs.reload} />}
        {jobs.status === 'success' && jobs.data.length === 0 && (
          <PageState kind="empty" icon={<ImageMultiple24Regular />} title={t('imageImport.jobs.emptyTitle')} message={t('imageImport.jobs.empty')} />
        )}
        {jobs.status === 'success' && jobs.data.length > 0 && <ImageJobsTable jobs={jobs.data} storeName={storeName} onOpen={setShown} />}
      </section>
    </section>
  );
}
