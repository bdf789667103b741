import { useState } from 'react';
import { Badge, Card, ProgressBar, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Certificate24Regular } from '@fluentui/react-icons';
import {
  MEDIA,
  PERMISSIONS,
  licencesApi,
  type HardwareUse,
  type Licence,
  type LicenceOverview,
} from '@hub/contracts';
import {
  AccessDeniedPage,
  ListPage,
  ResponsiveTable,
  callApi,
  formatDate,
  hubStore,
  useApiResource,
  useDocumentTitle,
  usePermission,
  type ListPageBody,
  type ResponsiveTableColumn,
} from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';
import { LicenceRequestForm } from './LicenceRequestForm';
import { SerialKeysView } from './SerialKeysView';

const useStyles = makeStyles({
  summary: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    [MEDIA.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  figure: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalXS },
  value: {
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightHero700,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  meter: { minWidth: '120px' },
});

type View = 'subscription' | 'hardware' | 'request' | 'keys';

/** Licence management (spec section 2): subscription info, hardware, and request a new licence (issue 12 item 10). */
export function LicencesPage() {
  const { t } = useTranslation('mf-admin');
  useDocumentTitle(t('licences.title'));
  const canRead = usePermission({ permission: PERMISSIONS.LICENCE_MANAGEMENT_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <Licences />;
}

function Licences() {
  const { t, i18n } = useTranslation('mf-admin');
  const styles = useStyles();
  const canRequest = usePermission({ permission: PERMISSIONS.LICENCE_MANAGEMENT_MODIFY });
  // The provider's serial keys (issue 15): a provider's, not a merchant's.
  const isProvider = usePermission({ permission: [PERMISSIONS.SERIAL_KEYS_READ_PREVIEW, PERMISSIONS.MERCHANTS_ALL_ACCESS] });
  const merchant = hubStore.getState().user?.merchantID ?? '';
  const resource = useApiResource((signal) => callApi(licencesApi.overview, { signal }), merchant);
  const [view, setView] = useState<View>('subscription');
  const day = (value: string | null) =>
    value ? formatDate(`${value}T00:00:00`, i18n.language) : t('licences.noEnd');
  const hardwareName = (type: string) => t(`licences.hardwareTypes.${type}`, { defaultValue: type });

  const status = (l: Licence) => (
    <Badge
      appearance="tint"
      color={l.status === 'REQUESTED' ? 'informative' : l.inForce ? 'success' : 'subtle'}
      data-testid="licence-status"
    >
      {l.status === 'REQUESTED'
        ? t('licences.status.requested')
        : l.inForce
          ? t('licences.status.inForce')
          : t('licences.status.notInForce')}
    </Badge>
  );
  const licenceColumns: ResponsiveTableColumn<Licence>[] = [
    {
      key: 'type',
      header: t('licences.columns.type'),
      cell: (l) => t(`licences.types.${l.type}`, { defaultValue: l.type }),
    },
    { key: 'hardware', header: t('licences.columns.hardware'), cell: (l) => hardwareName(l.hardwareType) },
    {
      key: 'quantity',
      header: t('licences.columns.quantity'),
      numeric: true,
      cell: (l) => l.quantity.toLocaleString(i18n.language),
    },
    { key: 'start', header: t('licences.columns.start'), cell: (l) => day(l.startDate) },
    { key: 'end', header: t('licences.columns.end'), cell: (l) => day(l.endDate) },
    { key: 'status', header: t('licences.columns.status'), cell: status },
  ];
  const hardwareColumns: ResponsiveTableColumn<HardwareUse>[] = [
    { key: 'hardware', header: t('licences.columns.hardware'), cell: (h) => hardwareName(h.hardwareType) },
    {
      key: 'licensed',
      header: t('licences.hardware.licensed'),
      numeric: true,
      cell: (h) => h.licensed.toLocaleString(i18n.language),
    },
    {
      key: 'inUse',
      header: t('licences.hardware.inUse'),
      numeric: true,
      cell: (h) => h.inUse.toLocaleString(i18n.language),
    },
    {
      key: 'meter',
      header: t('licences.hardware.use'),
      cell: (h) => (
        <ProgressBar
          className={styles.meter}
          data-testid="hardware-meter"
          value={h.licensed === 0 ? 0 : Math.min(1, h.inUse / h.licensed)}
          color={h.licensed > 0 && h.inUse >= h.licensed ? 'warning' : 'brand'}
          aria-label={t('licences.hardware.useOf', {
            name: hardwareName(h.hardwareType),
            inUse: h.inUse,
            licensed: h.licensed,
          })}
        />
      ),
    },
  ];

  const subscription = (data: LicenceOverview) => (
    <div className={styles.stack}>
      <div className={styles.summary}>
        <Card className={styles.figure} data-testid="licensed-tablets">
          <Text className={styles.muted}>{t('licences.summary.licensedTablets')}</Text>
          <Text className={styles.value}>{data.licensedTablets.toLocaleString(i18n.language)}</Text>
        </Card>
        <Card className={styles.figure}>
          <Text className={styles.muted}>{t('licences.summary.inForce')}</Text>
          <Text className={styles.value}>
            {data.licences.filter((l) => l.inForce).length.toLocaleString(i18n.language)}
          </Text>
        </Card>
        <Card className={styles.figure}>
          <Text className={styles.muted}>{t('licences.summary.coveredUntil')}</Text>
          <Text className={styles.value}>
            {data.licensedTablets === 0 ? t('licences.summary.none') : day(data.coveredUntil)}
          </Text>
        </Card>
      </div>
      {data.licences.length > 0 && (
        <ResponsiveTable
          label={t('licences.tabs.subscription')}
          items={data.licences}
          itemKey={(l) => l.id}
          columns={licenceColumns}
          rowTestId="licence-row"
          card={(l) => ({
            title: t(`licences.types.${l.type}`, { defaultValue: l.type }),
            subtitle: hardwareName(l.hardwareType),
            badge: status(l),
            details: [
              [t('licences.columns.quantity'), l.quantity.toLocaleString(i18n.language)],
              [t('licences.columns.start'), day(l.startDate)],
              [t('licences.columns.end'), day(l.endDate)],
            ],
          })}
        />
      )}
    </div>
  );

  const hardware = (data: LicenceOverview) => (
    <ResponsiveTable
      label={t('licences.tabs.hardware')}
      items={data.hardware}
      itemKey={(h) => h.hardwareType}
      columns={hardwareColumns}
      rowTestId="hardware-row"
      card={(h) => ({
        title: hardwareName(h.hardwareType),
        details: [
          [t('licences.hardware.licensed'), h.licensed.toLocaleString(i18n.language)],
          [t('licences.hardware.inUse'), h.inUse.toLocaleString(i18n.language)],
        ],
      })}
    />
  );

  const body: ListPageBody =
    resource.status === 'loading'
      ? { kind: 'loading', message: t('licences.loading') }
      : resource.status === 'error'
        ? {
            kind: 'error',
            title: t('licences.error'),
            message: codeWording(resource.error.code, resource.error.message),
            onRetry: resource.reload,
          }
        : view === 'keys'
          ? { kind: 'rows', content: <SerialKeysView /> }
          : view === 'request'
          ? {
              kind: 'rows',
              content: (
                <LicenceRequestForm
                  onRequested={() => {
                    setView('subscription');
                    resource.reload();
                  }}
                />
              ),
            }
          : view === 'hardware'
            ? resource.data.hardware.length === 0
              ? { kind: 'empty', icon: <Certificate24Regular />, title: t('licences.hardware.empty') }
              : { kind: 'rows', content: hardware(resource.data) }
            : resource.data.licences.length === 0
              ? {
                  kind: 'empty',
                  icon: <Certificate24Regular />,
                  title: t('licences.empty'),
                  message: t('licences.emptyHint'),
                }
              : { kind: 'rows', content: subscription(resource.data) };

  return (
    <ListPage
      testId="licences-page"
      title={t('licences.title')}
      subtitle={t('licences.subtitle')}
      search={
        <TabList
          selectedValue={view}
          onTabSelect={(_, d) => setView(d.value as View)}
          aria-label={t('licences.title')}
        >
          <Tab value="subscription" data-testid="licences-tab-subscription">
            {t('licences.tabs.subscription')}
          </Tab>
          <Tab value="hardware" data-testid="licences-tab-hardware">
            {t('licences.tabs.hardware')}
          </Tab>
          {canRequest && (
            <Tab value="request" data-testid="licences-tab-request">
              {t('licences.tabs.request')}
            </Tab>
          )}
          {isProvider && (
            <Tab value="keys" data-testid="licences-tab-keys">
              {t('serialKeys.tab')}
            </Tab>
          )}
        </TabList>
      }
      body={body}
    />
  );
}
