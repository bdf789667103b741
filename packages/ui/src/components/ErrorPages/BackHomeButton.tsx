import { Button } from '@fluentui/react-components';
import { Home20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useLocalizedNavigation } from '../../hooks/useHomePath';

export function BackHomeButton() {
  const { t } = useTranslation('common');
  const { go } = useLocalizedNavigation();
  return (
    <Button appearance="primary" icon={<Home20Regular />} onClick={() => go('/')}>
      {t('errors.backHome')}
    </Button>
  );
}
