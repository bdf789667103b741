import { useEffect, useState } from 'react';
import { Badge, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowImport24Regular, BuildingShop24Regular, DatabasePlugConnected20Regular, History24Regular } from '@fluentui/react-icons';
import { DEFAULT_MAPPING_ID, PERMISSIONS, STORE_BOUND_ROLES, type RoleName } from '@hub/contracts';
import { AccessDeniedPage, HubLink, PageState, useDocumentTitle, useHubStore, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ConnectionStatusList } from '../../components/ConnectionStatusList';
import {
  DataMappingEditor,
  MappingBadge,
  MappingStatus,
  useDataMapping,
  type DataMappingState,
} from '../../components/DataMappingEditor';
import { ImportJobPanel } from '../../components/ImportJobPanel';
import { ImportJobsTable } from '../../components/ImportJobsTable';
import { ImportUpload } from '../../components/ImportUpload';
import { MappingPicker, useNamedMappings, type NamedMappingsState } from '../../components/NamedMappings';
import { codeWording } from '../../i18n/codeWording';
import { sampleRequestOf } from '../../domain/mappingSample';
import { useDataImport } from './useDataImport';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  top: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  sourcesLink: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sectionTitle: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  tabs: { marginBlockStart: `calc(${tokens.spacingVerticalL} * -1)`, overflowX: 'auto' },
  tabLabel: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

export type DataImportTab = 'imports' | 'mapping';

/** `?tab=mapping` opens the data mapping editor directly. */
function initialTab(): DataImportTab {
  if (typeof window === 'undefined') return 'imports';
  return new URLSearchParams(window.location.search).get('tab') === 'mapping' ? 'mapping' : 'imports';
}

/** `?job=<id>` follows that import (an import started from a source opens the page so). */
function initialJob(): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get('job') || null;
}

/**
 * Spec section 2, /data-import: the import overview (recent jobs, each store's connection status)
 * and the data mapping editor, which must be saved before products can be uploaded (spec section 5).
 */
export function DataImportPage() {
  const { t } = useTranslation('mf-import');
  useDocumentTitle(t('overview.title'));
  const canRead = usePermission({ permission: PERMISSIONS.DATA_IMPORT_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <DataImport />;
}

function DataImport() {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const named = useNamedMappings();
  // `?mapping=<id>` opens that named mapping (a source's "map this source's columns" names its own).
  const [mappingId, setMappingId] = useState(() => (typeof window === 'undefined' ? null : sampleRequestOf(window.location.search).mappingId) ?? DEFAULT_MAPPING_ID);
  const mapping = useDataMapping(mappingId, named.list.reload);
  const [tab, setTab] = useState<DataImportTab>(initialTab);
  const configured = mapping.answer?.configured;
  // The import sources (/erp) have no menu entry of their own (spec section 2): they open from here.
  const canSeeSources = usePermission({ permission: PERMISSIONS.ERP_READ_PREVIEW });

  return (
    <section className={styles.page} data-testid="data-import-page">
      <div className={styles.top}>
        <header className={styles.header}>
          <Text as="h1" size={700} weight="bold" className={styles.title}>
            <ArrowImport24Regular aria-hidden />
            {t('overview.title')}
          </Text>
          <Text className={styles.muted}>{t('overview.subtitle')}</Text>
        </header>
        {canSeeSources && (
          <HubLink to="/erp">
            <span className={styles.sourcesLink} data-testid="import-sources-link">
              <DatabasePlugConnected20Regular aria-hidden />
              {t('importSources.link')}
            </span>
          </HubLink>
        )}
      </div>
      <TabList
        className={styles.tabs}
        selectedValue={tab}
        onTabSelect={(_, data) => setTab(data.value as DataImportTab)}
        aria-label={t('overview.title')}
      >
        <Tab value="imports" id="data-import-tab-imports">
          {t('tabs.imports')}
        </Tab>
        <Tab value="mapping" id="data-import-tab-mapping">
          <span className={styles.tabLabel}>
            {t('tabs.mapping')}
            {configured !== undefined && <MappingBadge configured={configured} />}
          </span>
        </Tab>
      </TabList>
      <div
        role="tabpanel"
        aria-labelledby={`data-import-tab-${tab}`}
        className={styles.panel}
      >
        {tab === 'imports' ? (
          <ImportOverview mapping={mapping} mappingId={mappingId} named={named} onConfigure={() => setTab('mapping')} />
        ) : (
          <>
            <MappingPicker named={named} selected={mappingId} onSelect={setMappingId} canModify={mapping.canModify} />
            <DataMappingEditor key={mappingId} mapping={mapping} />
          </>
        )}
      </div>
    </section>
  );
}

function ImportOverview({ mapping, mappingId, named, onConfigure }: { mapping: DataMappingState; mappingId: string; named: NamedMappingsState; onConfigure: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const { jobs, refreshJobs, refreshJobsSoon, stores, storeNames, connectionRows, jobRows } = useDataImport();
  const tested = connectionRows.filter((r) => r.status === 'Tested').length;
  const canModify = usePermission({ permission: PERMISSIONS.DATA_IMPORT_MODIFY });
  const role = useHubStore((s) => s.user?.roleName);
  const storeBound = STORE_BOUND_ROLES.includes(role as RoleName);
  const [followed, setFollowed] = useState<string | null>(initialJob);
  const newest = jobRows[0]?.id ?? null;
  // The panel keeps the job it first showed: a refresh that brings a newer row neither swaps nor remounts it.
  useEffect(() => {
    if (followed === null && newest !== null) setFollowed(newest);
  }, [followed, newest]);
  const shownJob = followed ?? newest;
  // Any configured named mapping can import (issue 28 item 2); the list is read beside the editor's mapping.
  const canImport = !!mapping.answer?.configured || named.mappings.some((m) => m.configured);
  return (
    <>
      <MappingStatus mapping={mapping} onConfigure={onConfigure} name={mapping.isDefault ? undefined : named.mappings.find((m) => m.id === mappingId)?.name} />

      {(canModify && canImport && stores.status === 'success') || shownJob ? (
        <section className={styles.section} aria-labelledby="import-upload-heading">
          <Text as="h2" size={500} weight="semibold" id="import-upload-heading" className={styles.sectionTitle}>
            <ArrowImport24Regular aria-hidden />
            {t('upload.heading')}
          </Text>
          {canModify && canImport && stores.status === 'success' && (
            <ImportUpload
              stores={stores.data}
              mappings={named.mappings}
              storeBound={storeBound}
              onUploaded={(job) => {
                setFollowed(job.id);
                refreshJobs();
              }}
            />
          )}
          {shownJob && (
            <ImportJobPanel
              key={shownJob}
              jobId={shownJob}
              storeName={(sid) => storeNames.get(sid) ?? (sid === 'MASTER' ? t('upload.master') : sid)}
              fieldLabel={(name) => mapping.answer?.fields.find((f) => f.name === name)?.displayName ?? name}
              canModify={canModify}
              onStatus={refreshJobsSoon}
            />
          )}
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="import-jobs-heading">
        <Text as="h2" size={500} weight="semibold" id="import-jobs-heading" className={styles.sectionTitle}>
          <History24Regular aria-hidden />
          {t('jobs.heading')}
        </Text>
        {jobs.status === 'loading' && <PageState kind="loading" />}
        {jobs.status === 'error' && (
          <PageState kind="error" title={t('jobs.error')} message={codeWording(jobs.error.code, jobs.error.message)} onRetry={jobs.reload} />
        )}
        {jobs.status === 'success' && jobRows.length === 0 && (
          <PageState kind="empty" icon={<ArrowImport24Regular />} title={t('jobs.emptyTitle')} message={t('jobs.empty')} />
        )}
        {jobs.status === 'success' && jobRows.length > 0 && <ImportJobsTable jobs={jobRows} storeNames={storeNames} onOpen={setFollowed} />}
      </section>

      <section className={styles.section} aria-labelledby="import-connections-heading">
        <Text as="h2" size={500} weight="semibold" id="import-connections-heading" className={styles.sectionTitle}>
          <BuildingShop24Regular aria-hidden />
          {t('connections.heading')}
          {stores.status === 'success' && connectionRows.length > 0 && (
            <Badge appearance="tint" style={{ whiteSpace: 'nowrap' }} color={tested === connectionRows.length ? 'success' : 'warning'}>
              {t('connections.summary', { tested, total: connectionRows.length })}
            </Badge>
          )}
        </Text>
        <Text className={styles.muted}>{t('connections.subtitle')}</Text>
        {stores.status === 'loading' && <PageState kind="loading" />}
        {stores.status === 'error' && (
          <PageState kind="error" title={t('connections.error')} message={codeWording(stores.error.code, stores.error.message)} onRetry={stores.reload} />
        )}
        {stores.status === 'success' && connectionRows.length === 0 && (
          <PageState kind="empty" icon={<BuildingShop24Regular />} title={t('connections.emptyTitle')} message={t('connections.empty')} />
        )}
        {stores.status === 'success' && connectionRows.length > 0 && <ConnectionStatusList stores={connectionRows} />}
      </section>
    </>
  );
}
