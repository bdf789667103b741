import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useDocumentTitle } from '@hub/ui';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['collect', 'use', 'share', 'keep', 'rights', 'contact'] as const;

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  h2: { marginBlockStart: tokens.spacingVerticalM, marginBlockEnd: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  p: { lineHeight: tokens.lineHeightBase400, margin: 0 },
});

export function PrivacyPolicyPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  useDocumentTitle(t('pages.privacy'));
  return (
    <Card className={styles.card} data-testid="privacy-policy">
      <Text as="h1" size={800} weight="bold">
        {t('privacy.title')}
      </Text>
      <Text size={200} className={styles.muted}>
        {t('privacy.updated')}
      </Text>
      <p className={styles.p}>{t('privacy.intro')}</p>
      {SECTIONS.map((s) => (
        <section key={s}>
          <Text as="h2" size={500} weight="semibold" className={styles.h2} block>
            {t(`privacy.${s}Title`)}
          </Text>
          <p className={styles.p}>{t(`privacy.${s}`)}</p>
        </section>
      ))}
    </Card>
  );
}
