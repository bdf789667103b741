import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { DataHistogram24Regular, DocumentSearch24Regular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@hub/contracts';
import { AccessDeniedPage, HubLink, PageState, useDocumentTitle, useHubStore, usePermission } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { startCountingSteps } from '../../domain/startCounting';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  title: { margin: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  steps: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * Spec section 2, `/management/reports/empty`: the reports' empty page. No count has reached the hub
 * yet: what a merchant does before its first report, each step linked when the user may open its page.
 */
export function ReportsEmptyPage() {
  const { t } = useTranslation('mf-reports');
  useDocumentTitle(t('reports.title'));
  const canRead = usePermission({ permission: PERMISSIONS.STOCK_TAKE_REPORT_READ_PREVIEW });
  if (!canRead) return <AccessDeniedPage />;
  return <StartCounting />;
}

function StartCounting() {
  const styles = useStyles();
  const { t } = useTranslation('mf-reports');
  const permissions = useHubStore((s) => s.user?.roles);
  const steps = startCountingSteps(permissions);
  return (
    <section className={styles.page} data-testid="reports-empty-page">
      <Text as="h1" size={700} weight="bold" className={styles.title}>
        <DataHistogram24Regular aria-hidden />
        {t('reports.title')}
      </Text>
      <PageState kind="empty" icon={<DocumentSearch24Regular />} title={t('startCounting.title')} message={t('startCounting.message')} />
      <Text as="h2" size={500} weight="semibold">
        {t('startCounting.stepsHeading')}
      </Text>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.key} className={styles.step} data-testid={`start-step-${step.key}`}>
            {step.open ? <HubLink to={step.path}>{t(`startCounting.steps.${step.key}.title`)}</HubLink> : <Text weight="semibold">{t(`startCounting.steps.${step.key}.title`)}</Text>}
            <Text className={styles.muted}>
              {t(`startCounting.steps.${step.key}.hint`)}
              {step.open ? '' : ` ${t('startCounting.askAdmin')}`}
            </Text>
          </li>
        ))}
      </ol>
      <HubLink to="/management/reports">{t('startCounting.back')}</HubLink>
    </section>
  );
}
