import { Badge, Card, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircle16Filled, Warning16Filled } from '@fluentui/react-icons';
import { setupStepsProgress, type SetupStepState } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import type { SetupProgressProps } from './SetupProgress.types';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  summary: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  per: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
  },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
  done: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
  todo: { color: tokens.colorPaletteDarkOrangeForeground1, flexShrink: 0 },
});

const BADGE_COLOR: Record<SetupStepState, 'success' | 'informative' | 'warning'> = {
  done: 'success',
  skipped: 'informative',
  notDone: 'warning',
};

/**
 * Setup progress over every step the setup wizard offers (issue 28 item 5: not only the modules
 * saved): steps done over all, the per cent, and each step done, skipped or not done.
 */
export function SetupProgress({ modules }: SetupProgressProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const progress = setupStepsProgress(modules);
  return (
    <Card className={styles.card} data-testid="setup-progress">
      <div className={styles.summary}>
        <Text>{t('setup.summary', { done: progress.done, total: progress.total })}</Text>
        <span className={styles.per}>{t('setup.percent', { per: progress.per })}</span>
      </div>
      <ProgressBar
        value={progress.per / 100}
        thickness="large"
        color={progress.per === 100 ? 'success' : 'brand'}
        aria-label={t('setup.heading')}
        aria-valuetext={t('setup.percent', { per: progress.per })}
      />
      <ul className={styles.list} aria-label={t('setup.modules')}>
        {progress.steps.map((s) => (
          <li key={s.key} className={styles.item} data-state={s.state}>
            <span className={styles.name}>
              {s.state === 'done' ? (
                <CheckmarkCircle16Filled className={styles.done} aria-hidden />
              ) : (
                <Warning16Filled className={styles.todo} aria-hidden />
              )}
              <Text truncate wrap={false}>
                {t(`setup.steps.${s.key}`)}
              </Text>
            </span>
            <Badge className={styles.badge} appearance="tint" color={BADGE_COLOR[s.state]} size="small">
              {t(`setup.state.${s.state}`)}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
