import { Button, Field, Input, Select, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss16Regular, Filter16Regular } from '@fluentui/react-icons';
import type { FilterPreset } from '@hub/contracts';
import { useTranslation } from 'react-i18next';
import {
  IMAGE_FILTER,
  MAPPED_FILTER,
  draftRange,
  draftText,
  isPresetApplied,
  rangeIssue,
  type FilterControl,
  type FilterDraft,
  type FilterDrafts,
} from '../../domain/productFilters';

export interface FilterBarProps {
  controls: readonly FilterControl[];
  drafts: FilterDrafts;
  /** Values of the dropdown filters (item types of the store); undefined while loading or unknown. */
  choices: readonly string[] | undefined;
  presets: readonly FilterPreset[];
  /** Whether the filter fields show (the saved sets always do). */
  expanded: boolean;
  onDraft: (fieldName: string, draft: FilterDraft | undefined) => void;
  onPreset: (preset: FilterPreset | null) => void;
  onClear: () => void;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  presets: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalS },
  presetsLabel: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    alignItems: 'start',
  },
  range: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  rangeInput: { minWidth: 0, width: '100%', flex: '1 1 0', '& input': { minWidth: 0, width: '100%' } },
  input: { minWidth: 0, width: '100%' },
  actions: { display: 'flex', alignItems: 'end', justifyContent: 'flex-end', gridColumn: '-2 / -1' },
});

/** The configured filters (value, yes/no, dropdown, from–to range) and the saved filter sets as chips. */
export function FilterBar({ controls, drafts, choices, presets, expanded, onDraft, onPreset, onClear }: FilterBarProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-catalog');
  const labelOf = (c: FilterControl) =>
    c.fieldName === IMAGE_FILTER && !c.displayName
      ? t('products.filters.hasImage')
      : c.fieldName === MAPPED_FILTER && !c.displayName
        ? t('products.filters.isMapped')
        : c.displayName;

  const control = (c: FilterControl) => {
    const label = labelOf(c);
    const draft = drafts[c.fieldName];
    if (c.kind === 'range') {
      const range = draftRange(draft);
      const issue = rangeIssue(range);
      const set = (end: 'from' | 'to', value: string) => {
        const next = { ...range, [end]: value };
        onDraft(c.fieldName, next.from === '' && next.to === '' ? undefined : next);
      };
      return (
        <Field
          key={c.fieldName}
          label={label}
          validationState={issue ? 'error' : 'none'}
          validationMessage={issue ? t(`products.filters.${issue}`) : undefined}
        >
          <div className={styles.range} role="group" aria-label={label}>
            <Input
              className={styles.rangeInput}
              inputMode="decimal"
              placeholder={t('products.filters.from')}
              aria-label={t('products.filters.fromOf', { field: label })}
              value={range.from}
              onChange={(_, d) => set('from', d.value)}
            />
            <Text aria-hidden>–</Text>
            <Input
              className={styles.rangeInput}
              inputMode="decimal"
              placeholder={t('products.filters.to')}
              aria-label={t('products.filters.toOf', { field: label })}
              value={range.to}
              onChange={(_, d) => set('to', d.value)}
            />
          </div>
        </Field>
      );
    }
    if (c.kind === 'boolean' || (c.kind === 'choice' && choices !== undefined)) {
      const options = c.kind === 'boolean' ? ['true', 'false'] : [...choices!];
      const value = draftText(draft);
      return (
        <Field key={c.fieldName} label={label}>
          <Select className={styles.input} value={options.includes(value) ? value : ''} onChange={(_, d) => onDraft(c.fieldName, d.value === '' ? undefined : d.value)}>
            <option value="">{t('products.filters.any')}</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {c.kind === 'boolean' ? t(o === 'true' ? 'products.filters.yes' : 'products.filters.no') : o}
              </option>
            ))}
          </Select>
        </Field>
      );
    }
    return (
      <Field key={c.fieldName} label={label}>
        <Input className={styles.input} value={draftText(draft)} onChange={(_, d) => onDraft(c.fieldName, d.value === '' ? undefined : d.value)} />
      </Field>
    );
  };

  return (
    <div className={styles.root}>
      {presets.length > 0 && (
        <div className={styles.presets} role="group" aria-label={t('products.filters.presets')}>
          <Text size={200} className={styles.presetsLabel}>
            {t('products.filters.presets')}
          </Text>
          {presets.map((preset) => {
            const applied = isPresetApplied(preset, controls, drafts);
            return (
              <ToggleButton
                key={preset.name}
                size="small"
                shape="circular"
                checked={applied}
                appearance={applied ? 'primary' : 'outline'}
                icon={<Filter16Regular />}
                onClick={() => onPreset(applied ? null : preset)}
              >
                {preset.name}
              </ToggleButton>
            );
          })}
        </div>
      )}
      {expanded && controls.length > 0 && (
        <div className={styles.grid} role="group" aria-label={t('products.filters.label')}>
          {controls.map(control)}
          <div className={styles.actions}>
            <Button appearance="subtle" icon={<Dismiss16Regular />} onClick={onClear} disabled={Object.keys(drafts).length === 0}>
              {t('products.filters.clear')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
