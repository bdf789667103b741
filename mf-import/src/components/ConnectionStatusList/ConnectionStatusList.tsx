import { MEDIA } from '@hub/contracts';
import { Badge, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PlugConnected16Regular, PlugDisconnected16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ConnectionStatusListProps } from './ConnectionStatusList.types';

const useStyles = makeStyles({
  // A name in its own direction (dir="auto"): a Latin name in Arabic is cut at its own end, still aligned with the page.
  name: { textAlign: 'match-parent' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalM,
    [MEDIA.phone]: { gridTemplateColumns: '1fr' },
  },
  card: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
});

/** Per store, whether its data-import connection was tested (spec section 3, dataImport.connectionStatus). */
export function ConnectionStatusList({ stores }: ConnectionStatusListProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  return (
    <ul className={styles.list} aria-label={t('connections.heading')}>
      {stores.map((store) => {
        const tested = store.status === 'Tested';
        return (
          <li key={store.code}>
            <Card className={styles.card} data-testid="connection-status">
              <span className={styles.text}>
                <Text weight="semibold" truncate wrap={false} dir="auto" className={styles.name}>
                  {store.name}
                </Text>
                <Text size={200} className={styles.muted} truncate wrap={false}>
                  {[store.code, store.city].filter(Boolean).join(' · ')}
                </Text>
              </span>
              <Badge
                className={styles.badge}
                appearance="tint"
                color={tested ? 'success' : 'warning'}
                icon={tested ? <PlugConnected16Regular /> : <PlugDisconnected16Regular />}
              >
                {tested ? t('connections.tested') : t('connections.notTested')}
              </Badge>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
