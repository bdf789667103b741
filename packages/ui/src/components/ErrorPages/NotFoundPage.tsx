import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { BackHomeButton } from './BackHomeButton';
import { ErrorPageFrame } from './ErrorPageFrame';

export interface NotFoundPageProps {
  /** Shown above the title when no route matched (spec section 2, "A route with no match"). */
  noRouteMatch?: boolean;
}

/** Spec section 2, 404: 'No Data Found', the under-development line and 'Back to Home page'. */
export function NotFoundPage({ noRouteMatch = false }: NotFoundPageProps) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('errors.pageNotFound'));
  return (
    <ErrorPageFrame
      testId="not-found-page"
      code="404"
      extra={noRouteMatch ? <Text weight="semibold">{t('errors.noRouteMatch')}</Text> : undefined}
      title={t('errors.notFoundTitle')}
      body={t('errors.notFoundBody')}
      actions={<BackHomeButton />}
    />
  );
}

/** A path nothing matches: 'This page could not be found' with the 404 texts. */
export function NoRouteMatch() {
  return <NotFoundPage noRouteMatch />;
}
