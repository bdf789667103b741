import { useState } from 'react';
import { MessageBar, MessageBarBody, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, useDocumentTitle, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { ConfigPageHeader } from '../../components/ConfigPageHeader';
import { ChannelsPanel } from './ChannelsPanel';
import { ConfigsPanel } from './ConfigsPanel';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
});

type TabKey = 'configs' | 'channels';

/**
 * Spec section 2, /config/notifications (NOTIFICATIONS_CONFIGURATION_READ_PREVIEW; changes need
 * NOTIFICATIONS_CONFIGURATION_MODIFY): who gets the daily stock-take report and the discrepancy
 * alert, per store and channel; and the channel configuration (SMTP, Telegram, WhatsApp).
 */
export function NotificationsConfigPage() {
  const { t } = useTranslation('mf-config');
  useDocumentTitle(t('notifications.title'));
  const canRead = usePermission({ permission: PERMISSIONS.NOTIFICATIONS_CONFIGURATION_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <NotificationsConfig />;
}

function NotificationsConfig() {
  const styles = useStyles();
  const { t } = useTranslation('mf-config');
  const canModify = usePermission({ permission: PERMISSIONS.NOTIFICATIONS_CONFIGURATION_MODIFY });
  const [tab, setTab] = useState<TabKey>('configs');
  return (
    <section className={styles.page} data-testid="notifications-config-page">
      <ConfigPageHeader icon={<Alert24Regular aria-hidden />} title={t('notifications.title')} subtitle={t('notifications.subtitle')} />
      <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value === 'channels' ? 'channels' : 'configs')} aria-label={t('notifications.sections')}>
        <Tab value="configs">{t('notifications.tabs.configs')}</Tab>
        <Tab value="channels">{t('notifications.tabs.channels')}</Tab>
      </TabList>
      {!canModify && (
        <MessageBar intent="info">
          <MessageBarBody>{t('form.readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      {tab === 'configs' ? <ConfigsPanel canModify={canModify} /> : <ChannelsPanel canModify={canModify} />}
    </section>
  );
}
