import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { MEDIA } from '@hub/contracts';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    [MEDIA.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  // A plain div (a Fluent Card has a role, which a <dl> may not hold), drawn like a card.
  figure: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

export interface Figure {
  key: string;
  label: string;
  value: string;
  /** Drawn in the warning colour (something is missing). */
  warn: boolean;
}

/** Figures as labelled cards (a description list): a report's counts, a month's totals. */
export function FigureGrid({ figures, label, testId }: { figures: readonly Figure[]; label: string; testId: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.figures} aria-label={label} data-testid={testId}>
      {figures.map((f) => (
        <div key={f.key} className={styles.figure} data-testid={`figure-${f.key}`}>
          <dt className={styles.label}>{f.label}</dt>
          <dd className={mergeClasses(styles.value, f.warn && styles.warning)}>
            <bdi>{f.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
