import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { PROVIDER_NAME } from '@hub/contracts';
import { HubLink } from '@hub/ui/core';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});

/** "© <year> <provider>. All rights reserved. v<version>" (spec section 1). */
export function Footer({ showPrivacy = true }: { showPrivacy?: boolean }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  return (
    <footer className={styles.root} data-testid="footer">
      <Text size={200}>
        {t('footer.copyright', { year: new Date().getFullYear(), provider: PROVIDER_NAME, version: __APP_VERSION__ })}
      </Text>
      {showPrivacy && (
        <HubLink to="/privacypolicy" appearance="subtle">
          {t('footer.privacy')}
        </HubLink>
      )}
    </footer>
  );
}
