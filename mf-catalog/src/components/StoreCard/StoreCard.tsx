import { Badge, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingShop20Regular, CalendarClock16Regular, Clock16Regular, Globe16Regular, Location16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { StoreCardProps } from './StoreCard.types';
import { useStoreCard } from './useStoreCard';

const useStyles = makeStyles({
  // A name in its own direction (dir="auto"): a Latin name in Arabic is cut at its own end, still aligned with the page.
  name: { textAlign: 'match-parent' },
  card: { height: '100%', gap: tokens.spacingVerticalS },
  icon: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  code: { color: tokens.colorNeutralForeground3 },
  rows: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0 },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0, color: tokens.colorNeutralForeground2 },
  rowIcon: { flexShrink: 0 },
  term: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  time: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground1 },
  value: { margin: 0, minWidth: 0 },
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
});

/** One store on the dashboard: name, city and country, local time in the store's zone, opening hours. */
export function StoreCard(props: StoreCardProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const card = useStoreCard(props);
  const { store } = props;
  return (
    <Card className={styles.card} data-testid="store-card" aria-label={store.name}>
      <CardHeader
        image={
          <span className={styles.icon} aria-hidden>
            <BuildingShop20Regular />
          </span>
        }
        header={
          <Text as="h3" weight="semibold" size={400} truncate wrap={false} dir="auto" className={styles.name} style={{ margin: 0 }}>
            {store.name}
          </Text>
        }
        description={<Text size={200} className={styles.code}>{store.code}</Text>}
        action={
          <Badge className={styles.badge} appearance="tint" color={card.open ? 'success' : 'subtle'} size="medium">
            {card.open ? t('stores.open') : t('stores.closed')}
          </Badge>
        }
      />
      <dl className={styles.rows}>
        <div className={styles.row}>
          <Location16Regular className={styles.rowIcon} aria-hidden />
          <dt className={styles.term}>{t('stores.place')}</dt>
          <dd className={styles.value}>
            <Text truncate wrap={false} dir="auto" className={styles.name}>
              {card.place || '-'}
            </Text>
          </dd>
        </div>
        <div className={styles.row}>
          <Clock16Regular className={styles.rowIcon} aria-hidden />
          <dt className={styles.term}>{t('stores.localTime')}</dt>
          <dd className={styles.value}>
            <Text className={styles.time} weight="semibold">
              {card.localTime}
            </Text>
          </dd>
        </div>
        <div className={styles.row}>
          <Globe16Regular className={styles.rowIcon} aria-hidden />
          <dt className={styles.term}>{t('stores.timeZone')}</dt>
          <dd className={styles.value}>
            <Text truncate wrap={false}>{card.zone ?? t('stores.browserZone')}</Text>
          </dd>
        </div>
        <div className={styles.row}>
          <CalendarClock16Regular className={styles.rowIcon} aria-hidden />
          <dt className={styles.term}>{t('stores.openingHours')}</dt>
          <dd className={styles.value}>
            <Text className={styles.time}>
              {t('stores.hoursRange', { opening: card.opening, closing: card.closing })}
            </Text>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
