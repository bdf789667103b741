import { Badge, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle20Filled, Circle20Regular, Warning20Filled } from '@fluentui/react-icons';
import { setupIcon } from '@hub/contracts';
import { useDocumentTitle, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  name: { flexGrow: 1 },
});

/** The initial-setup checklist from GET /merchant/setup (spec section 4). */
export function SetupPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const modules = useHubStore((s) => s.modules);
  useDocumentTitle(t('pages.setup'));
  return (
    <Card className={styles.card} data-testid="setup-page">
      <Text as="h1" size={800} weight="bold">
        {t('setup.title')}
      </Text>
      <Text>{t('setup.intro')}</Text>
      {modules.length === 0 ? (
        <Text>{t('setup.empty')}</Text>
      ) : (
        <ul className={styles.list}>
          {modules.map((m) => {
            const icon = setupIcon(m.status);
            return (
              <li key={m.name} className={styles.item}>
                {icon === 'done' ? (
                  <CheckmarkCircle20Filled color={tokens.colorPaletteGreenForeground1} />
                ) : icon === 'warning' ? (
                  <Warning20Filled color={tokens.colorPaletteMarigoldForeground1} />
                ) : (
                  <Circle20Regular />
                )}
                <Text className={styles.name}>{m.name}</Text>
                <Badge appearance="tint" color={icon === 'done' ? 'success' : 'warning'}>
                  {t(`setup.status.${m.status}`)}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
