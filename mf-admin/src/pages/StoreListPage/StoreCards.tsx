import { Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Clock16Regular, Globe16Regular, Location16Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { AutosyncBadge } from './AutosyncBadge';
import type { StoreRow } from './storeRows';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  code: { fontFamily: tokens.fontFamilyMonospace, color: tokens.colorNeutralForeground3 },
});

/** The store list on phone widths. */
export function StoreCards({ rows }: { rows: StoreRow[] }) {
  const { t } = useTranslation('mf-admin');
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={t('stores.table')} data-testid="store-cards">
      {rows.map((row) => (
        <li key={row.code}>
          <Card>
            <CardHeader
              header={<Text weight="semibold">{row.name}</Text>}
              description={<Text className={styles.code}>{row.code}</Text>}
              action={<AutosyncBadge autosync={row.autosync} />}
            />
            <div className={styles.line}>
              <Location16Regular aria-label={t('stores.columns.location')} />
              <Text>{row.place}</Text>
            </div>
            <div className={styles.line}>
              <Globe16Regular aria-label={t('stores.columns.timezone')} />
              <Text>{row.timezone}</Text>
            </div>
            <div className={styles.line}>
              <Clock16Regular aria-label={t('stores.columns.hours')} />
              <Text>
                <bdi>{row.hours}</bdi>
              </Text>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
