import { Badge, Button, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Key24Regular, KeyMultiple24Regular, Prohibited20Regular } from '@fluentui/react-icons';
import { PERMISSIONS, type ApiKeyCreated, type ApiKeySummary } from '@hub/contracts';
import {
  AccessDeniedPage,
  ConfirmDialog,
  PageState,
  PermissionGate,
  ResponsiveTable,
  StackedText,
  hubStore,
  toFailure,
  useDocumentTitle,
  useDateFormat,
  usePermission,
  type ResponsiveTableColumn,
} from '@hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';
import { ApiKeyStatusBadge } from './ApiKeyStatusBadge';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import { NewKeyDialog } from './NewKeyDialog';
import { useApiKeys } from './useApiKeys';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  top: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0, maxWidth: '760px' },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  prefix: { fontFamily: tokens.fontFamilyMonospace },
  operations: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  revoked: { color: tokens.colorNeutralForeground3 },
  cardActions: { display: 'flex', marginTop: tokens.spacingVerticalS },
});

/** Spec section 2 and 6, /config/integrations (API_KEY_READ_PREVIEW): the merchant's API keys. */
export function IntegrationsPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('integrations.title'));
  const canRead = usePermission({ permission: PERMISSIONS.API_KEY_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <ApiKeyList />;
}

function ApiKeyList() {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const { dateTime } = useDateFormat();
  const canModify = usePermission({ permission: PERMISSIONS.API_KEY_MODIFY });
  const { resource, create, revoke } = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revealed, setRevealed] = useState<ApiKeyCreated | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKeySummary | null>(null);

  const confirmRevoke = async () => {
    const key = toRevoke;
    setToRevoke(null);
    if (!key) return;
    try {
      const { code } = await revoke(key.id);
      hubStore.getState().showSnackbar(codeWording(code, t('integrations.revoke.done', { name: key.name })), 'success');
    } catch (error) {
      const failure = toFailure(error);
      hubStore.getState().showSnackbar(codeWording(failure.code, failure.message), 'error');
    }
    resource.reload();
  };

  const operations = (key: ApiKeySummary) => (
    <div className={styles.operations}>
      {key.allowedOperations.map((op) => (
        <Badge key={op} appearance="outline" color={key.status === 'ACTIVE' ? 'brand' : 'informative'}>
          {t(`integrations.operations.${op}.label`)}
        </Badge>
      ))}
    </div>
  );
  const created = (key: ApiKeySummary) => (
    <StackedText primary={dateTime(key.createdAt)} secondary={key.createdBy ? t('integrations.by', { name: key.createdBy.userName }) : undefined} />
  );
  const lastUsed = (key: ApiKeySummary) => (key.lastUsedAt ? dateTime(key.lastUsedAt) : <span className={styles.muted}>{t('integrations.neverUsed')}</span>);
  const revokeButton = (key: ApiKeySummary, withText: boolean) =>
    canModify && key.status === 'ACTIVE' ? (
      <Tooltip content={t('integrations.revoke.action')} relationship="description" withArrow>
        <Button
          size="small"
          appearance={withText ? 'secondary' : 'subtle'}
          icon={<Prohibited20Regular />}
          aria-label={t('integrations.revoke.actionFor', { name: key.name })}
          onClick={() => setToRevoke(key)}
        >
          {withText ? t('integrations.revoke.action') : undefined}
        </Button>
      </Tooltip>
    ) : null;

  const columns: ResponsiveTableColumn<ApiKeySummary>[] = [
    {
      key: 'name',
      header: t('integrations.columns.name'),
      cell: (k) => <StackedText primary={<span className={k.status === 'REVOKED' ? styles.revoked : undefined}>{k.name}</span>} secondary={<bdi className={styles.prefix}>{k.prefix}…</bdi>} />,
    },
    { key: 'operations', header: t('integrations.columns.operations'), cell: operations },
    { key: 'status', header: t('integrations.columns.status'), cell: (k) => <ApiKeyStatusBadge status={k.status} /> },
    { key: 'created', header: t('integrations.columns.created'), cell: created },
    { key: 'lastUsed', header: t('integrations.columns.lastUsed'), cell: lastUsed },
    { key: 'actions', header: <span className={styles.muted}>{t('integrations.columns.actions')}</span>, cell: (k) => revokeButton(k, false) },
  ];

  return (
    <section className={styles.page} data-testid="integrations-page">
      <div className={styles.top}>
        <header className={styles.header}>
          <Text as="h1" size={700} weight="bold" className={styles.title}>
            <KeyMultiple24Regular aria-hidden />
            {t('integrations.title')}
          </Text>
          <Text className={styles.muted}>{t('integrations.subtitle')}</Text>
        </header>
        <PermissionGate permission={PERMISSIONS.API_KEY_CREATE}>
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setCreating(true)} data-testid="api-key-new">
            {t('integrations.new')}
          </Button>
        </PermissionGate>
      </div>

      {resource.status === 'loading' && <PageState kind="loading" message={t('integrations.loading')} />}
      {resource.status === 'error' && (
        <PageState kind="error" title={t('integrations.loadError')} message={codeWording(resource.error.code, resource.error.message)} onRetry={resource.reload} />
      )}
      {resource.status === 'success' && resource.data.length === 0 && (
        <PageState kind="empty" icon={<Key24Regular />} title={t('integrations.empty')} message={t('integrations.emptyHint')} />
      )}
      {resource.status === 'success' && resource.data.length > 0 && (
        <ResponsiveTable
          label={t('integrations.table')}
          items={resource.data}
          itemKey={(k) => k.id}
          columns={columns}
          rowTestId="api-key-row"
          card={(k) => ({
            title: k.name,
            subtitle: <bdi className={styles.prefix}>{k.prefix}…</bdi>,
            badge: <ApiKeyStatusBadge status={k.status} />,
            details: [
              [t('integrations.columns.operations'), operations(k)],
              [t('integrations.columns.created'), created(k)],
              [t('integrations.columns.lastUsed'), lastUsed(k)],
            ],
            body: canModify && k.status === 'ACTIVE' ? <div className={styles.cardActions}>{revokeButton(k, true)}</div> : undefined,
          })}
        />
      )}

      <CreateApiKeyDialog
        open={creating}
        create={create}
        onCancel={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setRevealed(key);
          resource.reload();
        }}
      />
      <NewKeyDialog created={revealed} onDone={() => setRevealed(null)} />
      <ConfirmDialog
        open={toRevoke !== null}
        title={t('integrations.revoke.title')}
        body={toRevoke ? t('integrations.revoke.body', { name: toRevoke.name, prefix: toRevoke.prefix }) : ''}
        confirmText={t('integrations.revoke.confirm')}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setToRevoke(null)}
      />
    </section>
  );
}
