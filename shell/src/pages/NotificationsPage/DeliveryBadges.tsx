import { Badge, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { isHubMailNotSetUp, type NotificationDeliveryState } from '@hub/contracts';
import { hubMailNotSetUpWording, useDateFormat, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { DELIVERY_BADGE_COLORS, deliveryBadgeKind } from '../../rules/notificationDelivery';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyle: 'none', minWidth: 0 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', minWidth: 0 },
  channel: { minWidth: '88px' },
  detail: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  error: { color: tokens.colorPaletteRedForeground1, overflowWrap: 'anywhere' },
});

/** Delivery status per channel: sent (when), failed (the last error), pending or retrying (attempts so far). */
export function DeliveryBadges({ deliveries }: { deliveries: NotificationDeliveryState[] }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const { dateTime } = useDateFormat();
  const roleName = useHubStore((s) => s.user?.roleName);
  // The hub's missing mail server is the provider's to fix: never the operator's words to a merchant (issue 28 item 5).
  const errorWording = (error: string | null) => (isHubMailNotSetUp(error) ? hubMailNotSetUpWording(roleName) : error);
  if (deliveries.length === 0) return <Text className={styles.detail}>{t('notificationsPage.noDelivery')}</Text>;
  return (
    <ul className={styles.list} aria-label={t('notificationsPage.deliveries')}>
      {deliveries.map((d) => {
        const kind = deliveryBadgeKind(d);
        const badge = (
          <Badge appearance="tint" color={DELIVERY_BADGE_COLORS[kind]} data-testid="delivery-badge" data-kind={kind}>
            {t(`notificationsPage.delivery.${kind}`)}
          </Badge>
        );
        return (
          <li key={d.channel} className={styles.row}>
            <Text weight="semibold" className={styles.channel}>
              {t(`notificationsPage.channel.${d.channel}`)}
            </Text>
            {d.lastError ? (
              <Tooltip content={errorWording(d.lastError) ?? ''} relationship="description" withArrow>
                {badge}
              </Tooltip>
            ) : (
              badge
            )}
            {kind === 'sent' && d.sentAt && <Text size={200} className={styles.detail}>{dateTime(d.sentAt)}</Text>}
            {kind === 'retrying' && <Text size={200} className={styles.detail}>{t('notificationsPage.attempts', { count: d.attempts })}</Text>}
            {kind === 'failed' && (
              <Text size={200} className={styles.error}>
                {t('notificationsPage.failedAfter', { count: d.attempts, error: errorWording(d.lastError) ?? '' })}
              </Text>
            )}
          </li>
        );
      })}
    </ul>
  );
}
