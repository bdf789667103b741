import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { BackHomeButton } from './BackHomeButton';
import { ErrorPageFrame } from './ErrorPageFrame';

export function AccessDeniedPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('errors.accessDeniedTitle'));
  return (
    <ErrorPageFrame
      testId="access-denied-page"
      code="403"
      title={t('errors.accessDeniedTitle')}
      body={t('errors.accessDenied')}
      actions={<BackHomeButton />}
    />
  );
}
