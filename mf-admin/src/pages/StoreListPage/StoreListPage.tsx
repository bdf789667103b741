import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  Add20Regular,
  BuildingShop24Regular,
  Delete20Regular,
  Edit20Regular,
  Eye20Regular,
} from '@fluentui/react-icons';
import { PERMISSIONS, storesApi, type StoreRecord } from '@hub/contracts';
import {
  ConfirmDialog,
  HubLink,
  ListPage,
  type ListPageBody,
  PermissionGate,
  ResponsiveTable,
  StackedText,
  callApi,
  hubStore,
  isApiError,
  useDocumentTitle,
  usePermission,
  type ResponsiveTableColumn,
} from '@hub/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreFormMode } from '../../domain/storeForm';
import { codeWording } from '../../i18n/codeWording';
import { RowActions } from '../../components/RowAction';
import { useListPageStyles } from '../../components/listPageStyles';
import { AutosyncBadge } from './AutosyncBadge';
import { ConnectionBadge } from './ConnectionBadge';
import { StoreFormDrawer } from './StoreFormDrawer';
import type { StoreRow } from './storeRows';
import { useStoreList } from './useStoreList';

const useStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  links: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

type FormState = { open: false } | { open: true; mode: StoreFormMode; store: StoreRecord | null };

/** /management/location: the store list (MASTER excluded) with create, edit and delete. */
export function StoreListPage() {
  const { t } = useTranslation('mf-admin');
  const styles = { ...useListPageStyles(), ...useStyles() };
  const { state, reload } = useStoreList();
  const canCreate = usePermission({ permission: PERMISSIONS.STORES_MANAGEMENT_CREATE });
  const canModify = usePermission({ permission: PERMISSIONS.STORES_MANAGEMENT_MODIFY });
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<StoreRow | null>(null);
  useDocumentTitle(t('stores.title'));

  const storeOf = (code: string) =>
    state.status === 'ready' ? (state.stores.find((s) => s.code === code) ?? null) : null;
  const openEdit = (row: StoreRow) => setForm({ open: true, mode: 'edit', store: storeOf(row.code) });

  const confirmDelete = async () => {
    const row = toDelete;
    setToDelete(null);
    if (!row) return;
    try {
      await callApi(storesApi.remove, { params: { code: row.code } });
      hubStore.getState().showSnackbar(t('stores.delete.done', { code: row.code }), 'success');
      await reload({ quiet: true });
    } catch (error) {
      const code = isApiError(error) ? error.code : 'SE100';
      hubStore
        .getState()
        .showSnackbar(codeWording(code, isApiError(error) ? error.message : undefined), 'error');
    }
  };

  const rowActions = (row: StoreRow, withText: boolean) => (
    <RowActions
      withText={withText}
      actions={[
        canModify
          ? { key: 'edit', label: t('stores.actions.edit'), ariaLabel: t('stores.actions.editStore', { code: row.code }), icon: <Edit20Regular />, onClick: () => openEdit(row) }
          : { key: 'view', label: t('stores.actions.view'), ariaLabel: t('stores.actions.viewStore', { code: row.code }), icon: <Eye20Regular />, onClick: () => openEdit(row) },
        canModify && {
          key: 'delete',
          label: t('stores.actions.delete'),
          ariaLabel: t('stores.actions.deleteStore', { code: row.code }),
          icon: <Delete20Regular />,
          onClick: () => setToDelete(row),
        },
      ]}
    />
  );

  const columns: ResponsiveTableColumn<StoreRow>[] = [
    {
      key: 'code',
      header: t('stores.columns.code'),
      cell: (r) => <span className={styles.code}>{r.code}</span>,
    },
    { key: 'name', header: t('stores.columns.name'), cell: (r) => r.name },
    { key: 'location', header: t('stores.columns.location'), cell: (r) => r.place },
    { key: 'timezone', header: t('stores.columns.timezone'), cell: (r) => r.timezone },
    { key: 'hours', header: t('stores.columns.hours'), cell: (r) => <bdi>{r.hours}</bdi> },
    {
      key: 'autosync',
      header: t('stores.columns.autosync'),
      cell: (r) => <AutosyncBadge autosync={r.autosync} />,
    },
    {
      key: 'dataImport',
      header: t('stores.columns.dataImport'),
      cell: (r) => <ConnectionBadge status={r.connection} />,
    },
    {
      key: 'actions',
      header: <span className={styles.muted}>{t('stores.columns.actions')}</span>,
      cell: (r) => rowActions(r, false),
    },
  ];

  const body: ListPageBody =
    state.status === 'loading'
      ? { kind: 'loading', message: t('stores.loading') }
      : state.status === 'error'
        ? {
            kind: 'error',
            title: t('stores.error'),
            message: state.message ?? undefined,
            onRetry: () => void reload(),
          }
        : state.rows.length === 0
          ? {
              kind: 'empty',
              icon: <BuildingShop24Regular />,
              title: t('stores.empty'),
              message: t('stores.emptyHint'),
            }
          : {
              kind: 'rows',
              content: (
                <ResponsiveTable
                  label={t('stores.table')}
                  items={state.rows}
                  itemKey={(r) => r.code}
                  columns={columns}
                  rowTestId="store-row"
                  card={(r) => ({
                    title: r.name,
                    subtitle: <StackedText primary={<span className={styles.code}>{r.code}</span>} />,
                    badge: <AutosyncBadge autosync={r.autosync} />,
                    details: [
                      [t('stores.columns.location'), r.place || '-'],
                      [t('stores.columns.timezone'), r.timezone],
                      [t('stores.columns.hours'), <bdi key="hours">{r.hours}</bdi>],
                      [t('stores.columns.dataImport'), <ConnectionBadge key="dataImport" status={r.connection} />],
                    ],
                    body: rowActions(r, true),
                  })}
                />
              ),
            };

  return (
    <ListPage
      testId="store-list-page"
      title={t('stores.title')}
      subtitle={`${t('stores.subtitle')}${state.status === 'ready' && state.rows.length > 0 ? ` · ${t('stores.count', { count: state.rows.length })}` : ''}`}
      action={
        <div className={styles.links}>
          <PermissionGate permission={PERMISSIONS.DEVICES_MANAGEMENT_READ_PREVIEW}>
            <HubLink to="/management/devices">{t('stores.devices')}</HubLink>
          </PermissionGate>
          <PermissionGate permission={PERMISSIONS.LICENCE_MANAGEMENT_READ_PREVIEW}>
            <HubLink to="/management/licences">{t('stores.licences')}</HubLink>
          </PermissionGate>
          <PermissionGate permission={PERMISSIONS.STORES_MANAGEMENT_CREATE}>
            <Button
              appearance="primary"
              icon={<Add20Regular />}
              onClick={() => setForm({ open: true, mode: 'create', store: null })}
              data-testid="store-new"
            >
              {t('stores.new')}
            </Button>
          </PermissionGate>
        </div>
      }
      body={body}
    >
      <StoreFormDrawer
        open={form.open}
        mode={form.open ? form.mode : 'create'}
        store={form.open ? form.store : null}
        canSave={form.open && form.mode === 'create' ? canCreate : canModify}
        onClose={() => setForm({ open: false })}
        onSaved={() => {
          setForm({ open: false });
          void reload({ quiet: true });
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('stores.delete.title')}
        body={toDelete ? t('stores.delete.body', { name: toDelete.name, code: toDelete.code }) : ''}
        confirmText={t('stores.delete.confirm')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </ListPage>
  );
}
