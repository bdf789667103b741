import { Button, Link } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@hub/contracts';
import { useHubStore } from '../../store/hubStore';
import { BackHomeButton } from './BackHomeButton';
import { ErrorPageFrame } from './ErrorPageFrame';

export interface ErrorPageProps {
  onRetry?: () => void;
}

/** Any other error: 'An error occurred'. */
export function ErrorPage({ onRetry }: ErrorPageProps) {
  const { t } = useTranslation('common');
  return (
    <ErrorPageFrame
      testId="error-page"
      title={t('errors.generic')}
      body={t('errors.genericHint')}
      actions={
        <div style={{ display: 'flex', gap: 8 }}>
          {onRetry && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
          <BackHomeButton />
        </div>
      }
    />
  );
}

/**
 * Last resort when the error page itself fails: no i18n hooks or Fluent theme assumed to work,
 * so the English text comes as a fallback (spec section 2).
 */
export function ErrorPageFailure() {
  const locale = useHubStore((s) => s.locale);
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-testid="error-page-failure" style={{ padding: 32, textAlign: 'center' }}>
      <p>{t('errors.failure', 'An error occurred while showing the error page')}</p>
      <Link href={localizePath('/', locale)}>{t('errors.goHome', 'Go to the Home page')}</Link>
    </div>
  );
}
