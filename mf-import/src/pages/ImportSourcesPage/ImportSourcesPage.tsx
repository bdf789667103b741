import { useCallback, useState } from 'react';
import { Button, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, ChevronLeft20Regular, ChevronRight20Regular, DatabasePlugConnected20Regular, Dismiss16Regular, ErrorCircle16Regular } from '@fluentui/react-icons';
import { MASTER_STORE, PERMISSIONS, directionOf, importSourcesApi, type ImportSourceView } from '@hub/contracts';
import {
  AccessDeniedPage,
  HubLink,
  ListPage,
  ResponsiveTable,
  StackedText,
  callApi,
  formatDateTime,
  formatZonedDateTime,
  useApiResource,
  useDocumentTitle,
  useHubStore,
  useLocalizedNavigation,
  usePermission,
  type ListPageBody,
  type ResponsiveTableColumn,
} from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { SourceConnectionBadge } from '../../components/SourceConnectionBadge';
import { SourceKindLabel } from '../../components/SourceKindLabel';
import { scheduleZone } from '../../domain/sourceSchedule';
import { useSourceStores } from '../../hooks/useSourceStores';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  connection: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  lastError: {
    display: 'inline-flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  errorIcon: { flexShrink: 0, marginBlockStart: '1px' },
  cardActions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS, flexWrap: 'wrap' },
  storeFilter: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS },
});

/** `?sid=<store>` lists that store's sources only (the stores page links so from a store). */
function storeOfAddress(): string | null {
  return new URLSearchParams(window.location.search).get('sid') || null;
}

/** Issue 13, spec section 2 `/erp`: the merchant's import sources (ERP configuration list); `?sid=` those of one store. */
export function ImportSourcesPage() {
  const { t } = useTranslation('mf-import');
  useDocumentTitle(t('importSources.title'));
  const canRead = usePermission({ permission: PERMISSIONS.ERP_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <ImportSources />;
}

function ImportSources() {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  const locale = useHubStore((s) => s.locale);
  const account = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
  const { go } = useLocalizedNavigation();
  const canCreate = usePermission({ permission: PERMISSIONS.ERP_CREATE });
  const { storeName, storeOf } = useSourceStores();
  const sources = useApiResource(
    useCallback((signal: AbortSignal) => callApi(importSourcesApi.list, { signal }), []),
    account,
  );
  const Open = directionOf(locale) === 'rtl' ? ChevronLeft20Regular : ChevronRight20Regular;
  const open = (source: ImportSourceView) => go(`/erp/${encodeURIComponent(source.id)}`);
  const [storeFilter, setStoreFilter] = useState(storeOfAddress);
  const showAll = () => {
    setStoreFilter(null);
    window.history.replaceState(window.history.state, '', window.location.pathname);
  };
  /** A store as the filter names it: its name and code (the master, or an unknown code, once). */
  const storeLabel = (sid: string) => (storeName(sid) === sid || sid === MASTER_STORE ? storeName(sid) : `${storeName(sid)} (${sid})`);
  const shown = sources.status === 'success' ? sources.data.filter((s) => storeFilter === null || s.sid === storeFilter) : [];

  const connection = (source: ImportSourceView) => (
    <span className={styles.connection}>
      <SourceConnectionBadge status={source.connectionStatus} />
      {source.lastErrorCode && (
        <span className={styles.lastError} data-testid="source-last-error">
          <ErrorCircle16Regular aria-hidden className={styles.errorIcon} />
          {codeWording(source.lastErrorCode)}
        </span>
      )}
    </span>
  );
  const lastRun = (source: ImportSourceView) =>
    source.lastRunAt ? (
      <StackedText
        primary={formatZonedDateTime(source.lastRunAt, locale)}
        secondary={<HubLink to={source.lastJobId ? `/data-import?job=${encodeURIComponent(source.lastJobId)}` : '/data-import'}>{t('importSources.showImport')}</HubLink>}
      />
    ) : (
      <Text className={styles.muted}>{t('importSources.never')}</Text>
    );
  // The next scheduled run, in its store's time zone (named under it).
  const schedule = (source: ImportSourceView) => {
    if (!source.autosync) return <Text className={styles.muted}>{t('importSources.schedule.off')}</Text>;
    if (!source.nextRunAt) return <Text className={styles.muted}>{t('importSources.schedule.notScheduled')}</Text>;
    const zone = scheduleZone(storeOf(source.sid));
    return <StackedText primary={formatDateTime(source.nextRunAt, locale, { timeZone: zone })} secondary={zone} />;
  };
  const store = (source: ImportSourceView) => (
    <StackedText primary={storeName(source.sid)} secondary={source.sid === MASTER_STORE ? null : source.sid} />
  );
  const openButton = (source: ImportSourceView, withText: boolean) => (
    <Tooltip content={t('importSources.open')} relationship="description" withArrow>
      <Button
        size="small"
        appearance={withText ? 'secondary' : 'subtle'}
        icon={<Open />}
        iconPosition={withText ? 'after' : 'before'}
        aria-label={t('importSources.openNamed', { name: source.name })}
        onClick={() => open(source)}
        data-testid="source-open"
      >
        {withText ? t('importSources.open') : undefined}
      </Button>
    </Tooltip>
  );

  const columns: ResponsiveTableColumn<ImportSourceView>[] = [
    {
      key: 'name',
      header: t('importSources.columns.name'),
      cell: (s) => (
        <Text className={styles.name} dir="auto">
          {s.name}
        </Text>
      ),
    },
    { key: 'kind', header: t('importSources.columns.kind'), cell: (s) => <SourceKindLabel kind={s.kind} /> },
    { key: 'store', header: t('importSources.columns.store'), cell: store },
    { key: 'connection', header: t('importSources.columns.connection'), cell: connection },
    { key: 'lastRun', header: t('importSources.columns.lastRun'), cell: lastRun },
    { key: 'schedule', header: t('importSources.columns.schedule'), cell: schedule },
    { key: 'actions', header: <span className={styles.muted}>{t('importSources.columns.actions')}</span>, cell: (s) => openButton(s, false) },
  ];

  const body: ListPageBody =
    sources.status === 'loading'
      ? { kind: 'loading', message: t('importSources.loading') }
      : sources.status === 'error'
        ? { kind: 'error', title: t('importSources.error'), message: codeWording(sources.error.code, sources.error.message), onRetry: sources.reload }
        : shown.length === 0
          ? storeFilter === null
            ? { kind: 'empty', icon: <DatabasePlugConnected20Regular />, title: t('importSources.emptyTitle'), message: t('importSources.empty') }
            : { kind: 'empty', icon: <DatabasePlugConnected20Regular />, title: t('importSources.storeEmptyTitle'), message: t('importSources.empty') }
          : {
              kind: 'rows',
              content: (
                <ResponsiveTable
                  label={t('importSources.title')}
                  items={[...shown].sort((a, b) => a.name.localeCompare(b.name))}
                  itemKey={(s) => s.id}
                  rowTestId="import-source-row"
                  columns={columns}
                  card={(s) => ({
                    title: <span dir="auto">{s.name}</span>,
                    subtitle: <SourceKindLabel kind={s.kind} />,
                    badge: <SourceConnectionBadge status={s.connectionStatus} />,
                    details: [
                      [t('importSources.columns.store'), store(s)],
                      ...(s.lastErrorCode ? [[t('importSources.lastError'), codeWording(s.lastErrorCode)] as const] : []),
                      [t('importSources.columns.lastRun'), lastRun(s)],
                      [t('importSources.columns.schedule'), schedule(s)],
                    ],
                    body: <div className={styles.cardActions}>{openButton(s, true)}</div>,
                  })}
                />
              ),
            };

  return (
    <ListPage
      testId="import-sources-page"
      title={t('importSources.title')}
      subtitle={t('importSources.subtitle')}
      action={
        canCreate ? (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => go(storeFilter === null ? '/erp/new' : `/erp/new?sid=${encodeURIComponent(storeFilter)}`)}
            data-testid="import-source-new"
          >
            {t('importSources.add')}
          </Button>
        ) : undefined
      }
      search={
        storeFilter === null ? undefined : (
          <div className={styles.storeFilter} data-testid="import-sources-store-filter">
            <Text>{t('importSources.ofStore', { store: storeLabel(storeFilter) })}</Text>
            <Button appearance="subtle" size="small" icon={<Dismiss16Regular />} onClick={showAll} data-testid="import-sources-show-all">
              {t('importSources.showAll')}
            </Button>
          </div>
        )
      }
      body={body}
    />
  );
}
