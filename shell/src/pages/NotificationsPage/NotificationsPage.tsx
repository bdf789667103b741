import { Badge, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AlertUrgent20Regular, CalendarClock20Regular, MailInbox24Regular } from '@fluentui/react-icons';
import { MEDIA, formatMoney, type NotificationItem } from '@hub/contracts';
import { HubLink, PageState, Pager, codeWording, useDateFormat, useDocumentTitle, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { figuresOf } from '../../rules/notificationDelivery';
import { ContactCard } from './ContactCard';
import { DeliveryBadges } from './DeliveryBadges';
import { NOTIFICATION_PAGE_SIZES, useNotificationList } from './useNotificationList';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px', marginInline: 'auto', width: '100%', minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyle: 'none' },
  item: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  type: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalXL,
    [MEDIA.belowTablet]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalM },
  },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: tokens.spacingVerticalXS,
    columnGap: tokens.spacingHorizontalL,
    margin: 0,
  },
  figure: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
  missing: { color: tokens.colorPaletteRedForeground1 },
});

/** `/notification` (spec section 2): what was sent to the user or their roles, newest first, paged. */
export function NotificationsPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notificationsPage.title'));
  const list = useNotificationList();
  const { resource } = list;
  return (
    <section className={styles.page} data-testid="notifications-page">
      <header className={styles.header}>
        <Text as="h1" size={700} weight="semibold" className={styles.title}>
          <MailInbox24Regular aria-hidden />
          {t('notificationsPage.title')}
        </Text>
        <Text className={styles.muted}>{t('notificationsPage.subtitle')}</Text>
      </header>
      <ContactCard />
      {resource.status === 'loading' && <PageState kind="loading" />}
      {resource.status === 'error' && (
        <PageState kind="error" title={t('notificationsPage.loadError')} message={codeWording(resource.error.code, resource.error.message)} onRetry={resource.reload} />
      )}
      {resource.status === 'success' && resource.data.total === 0 && (
        <PageState kind="empty" icon={<MailInbox24Regular />} title={t('notificationsPage.empty')} message={t('notificationsPage.emptyHint')} />
      )}
      {resource.status === 'success' && resource.data.total > 0 && (
        <>
          <ul className={styles.list} aria-label={t('notificationsPage.title')}>
            {resource.data.items.map((item) => (
              <li key={item.id}>
                <NotificationCard item={item} />
              </li>
            ))}
          </ul>
          <Pager
            start={resource.data.start}
            pageSize={list.pageSize}
            shown={resource.data.items.length}
            total={resource.data.total}
            onPage={list.setPage}
            pageSizes={NOTIFICATION_PAGE_SIZES}
            onPageSize={list.setPageSize}
          />
        </>
      )}
    </section>
  );
}

function NotificationCard({ item }: { item: NotificationItem }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const locale = useHubStore((s) => s.locale);
  const { date, dateTime } = useDateFormat();
  const figures = figuresOf(item);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const store = item.storeName ? `${item.storeName} (${item.sid})` : item.sid;
  const rows: [string, string, boolean][] = figures
    ? [
        [t('notificationsPage.figures.counted'), number.format(figures.counted), false],
        [t('notificationsPage.figures.missing'), number.format(figures.missing), figures.missing > 0],
        [t('notificationsPage.figures.misplaced'), number.format(figures.misplaced), false],
        [t('notificationsPage.figures.grams'), t('notificationsPage.figures.gramsValue', { grams: number.format(figures.missingWeight) }), false],
        [t('notificationsPage.figures.value'), figures.missingValue === null ? '-' : formatMoney(figures.missingValue, figures.currency, locale), false],
      ]
    : [];
  return (
    <Card className={styles.item} data-testid="notification-item" data-type={item.type}>
      <div className={styles.head}>
        <Text as="h2" size={400} weight="semibold" className={styles.type}>
          {item.type === 'STOCKTAKE_DISCREPANCY' ? <AlertUrgent20Regular aria-hidden /> : <CalendarClock20Regular aria-hidden />}
          {t(`notificationsPage.type.${item.type}`)}
        </Text>
        <Text size={200} className={styles.muted}>
          {dateTime(item.createdAt)}
        </Text>
      </div>
      <Text>
        <bdi data-testid="notification-store">{store}</bdi>
        {' · '}
        <bdi data-testid="notification-day">{date(item.day)}</bdi>
        {item.daily && (
          <>
            {' '}
            <Badge appearance="outline" color={item.daily.status === 'submitted-missing' ? 'danger' : 'informative'}>
              {t(`notificationsPage.dayStatus.${item.daily.status}`)}
            </Badge>
          </>
        )}
      </Text>
      <div className={styles.body}>
        <dl className={styles.figures}>
          {rows.map(([term, value, alarm]) => (
            <div key={term} className={styles.figure}>
              <dt className={styles.term}>{term}</dt>
              <dd className={`${styles.value} ${alarm ? styles.missing : ''}`}>{value}</dd>
            </div>
          ))}
        </dl>
        <DeliveryBadges deliveries={item.deliveries} />
      </div>
      {item.link && (
        <HubLink to={item.link}>{t('notificationsPage.openReport')}</HubLink>
      )}
    </Card>
  );
}
