import { useState } from 'react';
import { Badge, Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import {
  Add20Regular,
  Edit20Regular,
  PlugDisconnected20Regular,
  PlugConnected20Regular,
  Tablet24Regular,
} from '@fluentui/react-icons';
import { PERMISSIONS, devicesApi, type DeviceLists, type DeviceType, type Tablet } from '@hub/contracts';
import {
  AccessDeniedPage,
  ListPage,
  ResponsiveTable,
  callApi,
  callApiWithCode,
  formatDateTime,
  hubStore,
  isApiError,
  useApiResource,
  useDocumentTitle,
  usePermission,
  type ListPageBody,
  type ResponsiveTableColumn,
} from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { RowAction, RowActions } from '../../components/RowAction';
import { useListPageStyles } from '../../components/listPageStyles';
import { codeWording } from '../../i18n/codeWording';
import { DeviceTypeDialog } from './DeviceTypeDialog';
import { TabletDialog } from './TabletDialog';

const useStyles = makeStyles({
  id: { fontFamily: tokens.fontFamilyMonospace, fontWeight: tokens.fontWeightSemibold },
  tabs: { marginBottom: tokens.spacingVerticalM },
});

type View = 'types' | 'tablets';
type TypeForm = { open: false } | { open: true; device: DeviceType | null };

/** Device management (spec section 2): the device type list and the tablet list (issue 12 item 10). */
export function DevicesPage() {
  const { t } = useTranslation('mf-admin');
  useDocumentTitle(t('devices.title'));
  const canRead = usePermission({ permission: PERMISSIONS.DEVICES_MANAGEMENT_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <Devices />;
}

function Devices() {
  const { t, i18n } = useTranslation('mf-admin');
  const styles = { ...useListPageStyles(), ...useStyles() };
  const canModify = usePermission({ permission: PERMISSIONS.DEVICES_MANAGEMENT_MODIFY });
  const merchant = hubStore.getState().user?.merchantID ?? '';
  const resource = useApiResource((signal) => callApi(devicesApi.list, { signal }), merchant);
  const [view, setView] = useState<View>('types');
  const [typeForm, setTypeForm] = useState<TypeForm>({ open: false });
  const [renaming, setRenaming] = useState<Tablet | null>(null);
  const when = (value: string | null) =>
    value ? formatDateTime(value, i18n.language) : t('devices.tablets.never');

  const changeTablet = async (tablet: Tablet, body: { name?: string | null; active?: boolean }) => {
    try {
      const { code } = await callApiWithCode(devicesApi.updateTablet, {
        params: { tabletId: tablet.tabletId },
        body,
      });
      hubStore.getState().showSnackbar(codeWording(code), 'success');
      setRenaming(null);
      resource.reload();
    } catch (error) {
      hubStore.getState().showSnackbar(codeWording(isApiError(error) ? error.code : 'DEV100'), 'error');
    }
  };

  const activeBadge = (active: boolean) => (
    <Badge appearance="tint" color={active ? 'success' : 'subtle'}>
      {active ? t('devices.active') : t('devices.inactive')}
    </Badge>
  );
  const seatBadge = (tablet: Tablet) => (
    <Badge appearance="tint" color={tablet.licensed ? 'brand' : 'warning'} data-testid="tablet-seat">
      {tablet.licensed ? t('devices.tablets.licensed') : t('devices.tablets.unlicensed')}
    </Badge>
  );

  const typeColumns: ResponsiveTableColumn<DeviceType>[] = [
    { key: 'name', header: t('devices.types.columns.name'), cell: (d) => d.name },
    {
      key: 'quantity',
      header: t('devices.types.columns.quantity'),
      numeric: true,
      cell: (d) => d.quantity.toLocaleString(i18n.language),
    },
    { key: 'active', header: t('devices.types.columns.active'), cell: (d) => activeBadge(d.active) },
    { key: 'updated', header: t('devices.types.columns.updated'), cell: (d) => when(d.updatedAt) },
    ...(canModify
      ? [
          {
            key: 'actions',
            header: <span className={styles.muted}>{t('devices.actions')}</span>,
            cell: (d: DeviceType) => (
              <RowAction
                label={t('devices.edit')}
                ariaLabel={t('devices.types.edit', { name: d.name })}
                icon={<Edit20Regular />}
                withText={false}
                onClick={() => setTypeForm({ open: true, device: d })}
              />
            ),
          },
        ]
      : []),
  ];

  const tabletActions = (tablet: Tablet, withText: boolean) =>
    canModify ? (
      <RowActions
        withText={withText}
        actions={[
          {
            key: 'rename',
            label: t('devices.tablets.renameShort'),
            ariaLabel: t('devices.tablets.rename', { id: tablet.tabletId }),
            icon: <Edit20Regular />,
            onClick: () => setRenaming(tablet),
          },
          {
            key: 'active',
            label: tablet.active ? t('devices.tablets.deactivate') : t('devices.tablets.activate'),
            ariaLabel: t(tablet.active ? 'devices.tablets.deactivateNamed' : 'devices.tablets.activateNamed', { id: tablet.tabletId }),
            icon: tablet.active ? <PlugDisconnected20Regular /> : <PlugConnected20Regular />,
            onClick: () => void changeTablet(tablet, { active: !tablet.active }),
          },
        ]}
      />
    ) : null;

  const tabletColumns: ResponsiveTableColumn<Tablet>[] = [
    {
      key: 'id',
      header: t('devices.tablets.columns.id'),
      cell: (x) => <span className={styles.id}>{x.tabletId}</span>,
    },
    { key: 'name', header: t('devices.tablets.columns.name'), cell: (x) => x.name ?? '—' },
    { key: 'udid', header: t('devices.tablets.columns.udid'), cell: (x) => <bdi>{x.deviceUdid}</bdi> },
    { key: 'active', header: t('devices.tablets.columns.active'), cell: (x) => activeBadge(x.active) },
    { key: 'seat', header: t('devices.tablets.columns.seat'), cell: seatBadge },
    { key: 'lastSeen', header: t('devices.tablets.columns.lastSeen'), cell: (x) => when(x.lastSeenAt) },
    { key: 'updated', header: t('devices.tablets.columns.updated'), cell: (x) => when(x.updatedAt) },
    ...(canModify
      ? [
          {
            key: 'actions',
            header: <span className={styles.muted}>{t('devices.actions')}</span>,
            cell: (x: Tablet) => tabletActions(x, false),
          },
        ]
      : []),
  ];

  const rows = (data: DeviceLists) =>
    view === 'types' ? (
      data.deviceTypes.length === 0 ? null : (
        <ResponsiveTable
          label={t('devices.types.title')}
          items={data.deviceTypes}
          itemKey={(d) => d.name}
          columns={typeColumns}
          rowTestId="device-type-row"
          card={(d) => ({
            title: d.name,
            badge: activeBadge(d.active),
            details: [
              [t('devices.types.columns.quantity'), d.quantity.toLocaleString(i18n.language)],
              [t('devices.types.columns.updated'), when(d.updatedAt)],
            ],
            body: canModify ? (
              <div className={styles.cardActions}>
                <RowAction
                  label={t('devices.edit')}
                  ariaLabel={t('devices.types.edit', { name: d.name })}
                  icon={<Edit20Regular />}
                  withText
                  onClick={() => setTypeForm({ open: true, device: d })}
                />
              </div>
            ) : undefined,
          })}
        />
      )
    ) : data.tablets.length === 0 ? null : (
      <ResponsiveTable
        label={t('devices.tablets.title')}
        items={data.tablets}
        itemKey={(x) => x.tabletId}
        columns={tabletColumns}
        rowTestId="tablet-row"
        card={(x) => ({
          title: x.name ?? x.tabletId,
          subtitle: x.name ? <span className={styles.id}>{x.tabletId}</span> : undefined,
          badge: seatBadge(x),
          details: [
            [t('devices.tablets.columns.active'), activeBadge(x.active)],
            [t('devices.tablets.columns.udid'), <bdi key="udid">{x.deviceUdid}</bdi>],
            [t('devices.tablets.columns.lastSeen'), when(x.lastSeenAt)],
          ],
          body: tabletActions(x, true) ?? undefined,
        })}
      />
    );

  const body: ListPageBody =
    resource.status === 'loading'
      ? { kind: 'loading', message: t('devices.loading') }
      : resource.status === 'error'
        ? {
            kind: 'error',
            title: t('devices.error'),
            message: codeWording(resource.error.code, resource.error.message),
            onRetry: resource.reload,
          }
        : (() => {
            const content = rows(resource.data);
            return content === null
              ? {
                  kind: 'empty',
                  icon: <Tablet24Regular />,
                  title: t(view === 'types' ? 'devices.types.empty' : 'devices.tablets.empty'),
                  message: t(view === 'types' ? 'devices.types.emptyHint' : 'devices.tablets.emptyHint'),
                }
              : {
                  kind: 'rows',
                  content,
                };
          })();

  const counts = resource.status === 'success' ? resource.data : null;
  return (
    <ListPage
      testId="devices-page"
      title={t('devices.title')}
      subtitle={t('devices.subtitle')}
      search={
        <TabList
          className={styles.tabs}
          selectedValue={view}
          onTabSelect={(_, d) => setView(d.value as View)}
          aria-label={t('devices.title')}
        >
          <Tab value="types" data-testid="devices-tab-types">
            {t('devices.types.title')}
            {counts ? ` (${counts.deviceTypes.length})` : ''}
          </Tab>
          <Tab value="tablets" data-testid="devices-tab-tablets">
            {t('devices.tablets.title')}
            {counts ? ` (${counts.tablets.length})` : ''}
          </Tab>
        </TabList>
      }
      action={
        canModify && view === 'types' ? (
          <Button
            appearance="primary"
            icon={<Add20Regular />}
            onClick={() => setTypeForm({ open: true, device: null })}
            data-testid="device-type-new"
          >
            {t('devices.types.new')}
          </Button>
        ) : undefined
      }
      body={body}
    >
      <DeviceTypeDialog
        open={typeForm.open}
        device={typeForm.open ? typeForm.device : null}
        onClose={() => setTypeForm({ open: false })}
        onSaved={() => {
          setTypeForm({ open: false });
          resource.reload();
        }}
      />
      <TabletDialog
        tablet={renaming}
        onClose={() => setRenaming(null)}
        onRename={(tablet, name) => void changeTablet(tablet, { name: name === '' ? null : name })}
      />
    </ListPage>
  );
}
