import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ImportPlan, ImportValue } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import { codeWording } from '../../i18n/codeWording';

const useStyles = makeStyles({
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: tokens.spacingHorizontalM },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  figure: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  reject: { color: tokens.colorPaletteRedForeground1 },
  deactivate: { color: tokens.colorPaletteDarkOrangeForeground1 },
  examples: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  code: { fontFamily: tokens.fontFamilyMonospace, unicodeBidi: 'plaintext' },
  muted: { color: tokens.colorNeutralForeground3 },
});

const KINDS = ['create', 'update', 'unchanged', 'reject'] as const;
/** With a source that marks missing products inactive (issue 13 item 2), what applying will mark. */
const KINDS_MARKING_MISSING = [...KINDS, 'deactivate'] as const;

const shown = (v: ImportValue | null) => (v === null ? '-' : Array.isArray(v) ? v.join(', ') : String(v));

/**
 * The dry run (issue 11 item 4): will create X, update Y, leave Z unchanged, reject E, with examples;
 * for a run that marks products missing from its source inactive, also how many it will mark.
 */
export function PlanSummary({ plan, fieldLabel = (name) => name, markMissing = false }: { plan: ImportPlan; fieldLabel?: (name: string) => string; markMissing?: boolean }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('mf-import');
  const number = new Intl.NumberFormat(i18n.language);
  // A plan made before the count existed has none: nothing to mark.
  const deactivate = markMissing ? (plan.deactivate as number | undefined) ?? 0 : 0;
  const figureOf = (kind: (typeof KINDS_MARKING_MISSING)[number]) => (kind === 'deactivate' ? deactivate : plan[kind]);
  /** Examples named by product code and store (new products, products marked inactive). */
  const storeExamples = (title: string, items: ReadonlyArray<{ sid: string; productCode: string }>, testId?: string) => (
    <section data-testid={testId}>
      <Text weight="semibold">{title}</Text>
      <ul className={styles.list}>
        {items.map((c) => (
          <li key={`${c.sid}/${c.productCode}`}>
            <Text className={styles.code}>{c.productCode}</Text> <Text className={styles.muted}>{c.sid}</Text>
          </li>
        ))}
      </ul>
    </section>
  );
  const emphasis = (kind: (typeof KINDS_MARKING_MISSING)[number]) =>
    kind === 'reject' && plan.reject > 0 ? styles.reject : kind === 'deactivate' && deactivate > 0 ? styles.deactivate : '';
  return (
    <>
      <div className={styles.tiles} data-testid="import-plan">
        {(markMissing ? KINDS_MARKING_MISSING : KINDS).map((kind) => (
          <div key={kind} className={styles.tile} data-testid={`import-plan-${kind}`}>
            <Text className={`${styles.figure} ${emphasis(kind)}`}>{number.format(figureOf(kind))}</Text>
            <Text>{t(`plan.${kind}`)}</Text>
          </div>
        ))}
      </div>
      <div className={styles.examples}>
        {plan.examples.update.length > 0 && (
          <section>
            <Text weight="semibold">{t('plan.updateExamples')}</Text>
            <ul className={styles.list}>
              {plan.examples.update.map((u) => (
                <li key={`${u.sid}/${u.productCode}`}>
                  <Text className={styles.code}>{u.productCode}</Text>{' '}
                  <Text className={styles.muted}>
                    {u.changes.map((c) => t('plan.change', { field: fieldLabel(c.field), from: shown(c.from), to: shown(c.to) })).join(' · ')}
                  </Text>
                </li>
              ))}
            </ul>
          </section>
        )}
        {plan.examples.create.length > 0 && storeExamples(t('plan.createExamples'), plan.examples.create)}
        {plan.examples.reject.length > 0 && (
          <section>
            <Text weight="semibold">{t('plan.rejectExamples')}</Text>
            <ul className={styles.list}>
              {plan.examples.reject.map((r) => (
                <li key={`${r.sid}/${r.productCode}`}>
                  <Text className={styles.code}>{r.productCode}</Text>{' '}
                  <Text className={styles.muted}>
                    {t('problems.at', { row: r.row, column: r.value ?? '-' })}: {codeWording(r.code)}
                  </Text>
                </li>
              ))}
            </ul>
          </section>
        )}
        {deactivate > 0 && (plan.examples.deactivate?.length ?? 0) > 0 && storeExamples(t('plan.deactivateExamples'), plan.examples.deactivate, 'import-plan-deactivate-examples')}
      </div>
    </>
  );
}
