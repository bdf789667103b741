import {
  Badge,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeft20Regular, ArrowRight20Regular, CheckmarkCircle20Filled, Circle20Regular, Open20Regular, Warning20Filled } from '@fluentui/react-icons';
import { MEDIA, PERMISSIONS, directionOf, setupApi } from '@hub/contracts';
import { ApiError, HubLink, callApi, hubStore, useDocumentTitle, useHubStore, usePermission } from '@hub/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialStepIndex, setupWizardProgress, setupWizardSteps, type SetupWizardStepView } from '../../rules/setupWizard';

const STEP_KEY = 'hub.setup.step';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  steps: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    // Two columns on a phone (seven rows would push the current step below the fold), one row from a tablet up.
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    [MEDIA.tablet]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
  },
  stepButton: { width: '100%', justifyContent: 'flex-start', minWidth: 0, textAlign: 'start' },
  current: { backgroundColor: tokens.colorBrandBackground2 },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hint: { color: tokens.colorNeutralForeground2 },
  nav: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  navEnd: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', marginInlineStart: 'auto' },
});

function StatusIcon({ step }: { step: SetupWizardStepView }) {
  if (step.done) return <CheckmarkCircle20Filled color={tokens.colorPaletteGreenForeground1} />;
  if (step.status === 'BEFORE_CREATED') return <Warning20Filled color={tokens.colorPaletteMarigoldForeground1} />;
  return <Circle20Regular />;
}

function rememberedStep(): number | null {
  const value = Number(sessionStorage.getItem(STEP_KEY));
  return sessionStorage.getItem(STEP_KEY) === null || !Number.isInteger(value) ? null : value;
}

/**
 * The initial-setup wizard (spec section 4, issue 15 item 5): the modules in order, each with its
 * status from GET /merchant/setup and a link to its page, the progress, Back/Skip/Next, and Finish
 * (POST /merchant/setup/complete, MODULES create or modify) after which the layout goes to the dashboard.
 */
export function SetupPage() {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const modules = useHubStore((s) => s.modules);
  const roles = useHubStore((s) => s.user?.roles);
  const rtl = directionOf(useHubStore((s) => s.locale)) === 'rtl';
  const [Previous, Following] = rtl ? [ArrowRight20Regular, ArrowLeft20Regular] : [ArrowLeft20Regular, ArrowRight20Regular];
  const canFinish = usePermission({ anyOf: [PERMISSIONS.MODULES_CREATE, PERMISSIONS.MODULES_MODIFY] });
  const steps = useMemo(() => setupWizardSteps(modules, roles), [modules, roles]);
  const progress = setupWizardProgress(steps);
  const [index, setIndex] = useState(() => initialStepIndex(steps, rememberedStep()));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('pages.setup'));

  // Coming back from a step's page: the statuses may have changed there. An answer that lands after
  // the admin finished is older than the finish's own and is dropped.
  const finishing = useRef(false);
  useEffect(() => {
    callApi(setupApi.status)
      .then((status) => {
        if (!finishing.current) hubStore.getState().setSetup(status);
      })
      .catch(() => undefined);
  }, []);
  useEffect(() => sessionStorage.setItem(STEP_KEY, String(index)), [index]);

  const step = steps[index]!;
  const last = index === steps.length - 1;
  const go = (to: number) => setIndex(Math.max(0, Math.min(steps.length - 1, to)));

  const finish = async () => {
    finishing.current = true;
    setBusy(true);
    setError(null);
    try {
      const status = await callApi(setupApi.complete);
      sessionStorage.removeItem(STEP_KEY);
      hubStore.getState().setSetup(status);
    } catch (e) {
      setError(e instanceof ApiError ? t(`codes:${e.code}`, { defaultValue: e.message }) : t('setup.failed'));
      setBusy(false);
    }
  };

  return (
    <Card className={styles.card} data-testid="setup-page">
      <div>
        <Text as="h1" size={800} weight="bold" block>
          {t('setup.title')}
        </Text>
        <Text className={styles.hint}>{t('setup.intro')}</Text>
      </div>
      <div className={styles.progress}>
        <Text weight="semibold" data-testid="setup-progress">
          {t('setup.progress', { done: progress.done, total: steps.length, per: progress.per })}
        </Text>
        <ProgressBar value={progress.per / 100} thickness="large" aria-label={t('setup.progressLabel')} />
      </div>
      <ol className={styles.steps} aria-label={t('setup.stepsLabel')}>
        {steps.map((s, i) => (
          <li key={s.key}>
            <Button
              appearance="subtle"
              className={mergeClasses(styles.stepButton, i === index && styles.current)}
              icon={<StatusIcon step={s} />}
              aria-current={i === index ? 'step' : undefined}
              onClick={() => go(i)}
              data-testid={`setup-step-${s.key}`}
            >
              {t(`setup.steps.${s.key}.name`)}
            </Button>
          </li>
        ))}
      </ol>
      <section className={styles.body} aria-labelledby="setup-step-title" data-testid="setup-current-step" data-step={step.key}>
        <div className={styles.heading}>
          <Text as="h2" size={600} weight="semibold" id="setup-step-title">
            {t('setup.stepOf', { n: index + 1, total: steps.length })} · {t(`setup.steps.${step.key}.name`)}
          </Text>
          <Badge appearance="tint" color={step.done ? 'success' : 'warning'} data-testid="setup-step-status">
            {t(`setup.status.${step.status ?? 'NONE'}`)}
          </Badge>
        </div>
        <Text>{t(`setup.steps.${step.key}.hint`)}</Text>
        {step.link.kind === 'open' ? (
          <HubLink to={step.link.path} data-testid="setup-step-link">
            <Open20Regular /> {t('setup.openPage', { page: t(`setup.steps.${step.key}.name`) })}
          </HubLink>
        ) : (
          <Text className={styles.hint} data-testid="setup-step-unavailable">
            {t(step.link.kind === 'notBuilt' ? 'setup.notBuilt' : 'setup.denied')}
          </Text>
        )}
      </section>
      {error && (
        <MessageBar intent="error" data-testid="setup-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.nav}>
        <Button icon={<Previous />} disabled={index === 0} onClick={() => go(index - 1)} data-testid="setup-back">
          {t('setup.back')}
        </Button>
        <div className={styles.navEnd}>
          {!last && (
            <>
              <Button appearance="subtle" onClick={() => go(index + 1)} data-testid="setup-skip">
                {t('setup.skip')}
              </Button>
              <Button appearance="primary" icon={<Following />} iconPosition="after" onClick={() => go(index + 1)} data-testid="setup-next">
                {t('setup.next')}
              </Button>
            </>
          )}
          {last &&
            (canFinish ? (
              <Button appearance="primary" onClick={() => void finish()} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined} data-testid="setup-finish">
                {t('setup.finish')}
              </Button>
            ) : (
              <Text data-testid="setup-ask-admin">{t('setup.askAdministrator')}</Text>
            ))}
        </div>
      </div>
    </Card>
  );
}
