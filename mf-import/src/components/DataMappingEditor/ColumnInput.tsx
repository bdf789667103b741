import { Combobox, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Sparkle16Regular } from '@fluentui/react-icons';
import type { MappingSuggestion } from '@hub/contracts';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  // Fluent's combobox is 250 px at least: in a table cell it takes the cell's width instead.
  combo: { minWidth: 0, width: '100%', boxSizing: 'border-box' },
  // Padded on both sides: in a right-to-left page the left-to-right text would touch the chevron.
  comboInput: { minWidth: 0, width: '100%', paddingLeft: tokens.spacingHorizontalS, paddingRight: tokens.spacingHorizontalS },
  hint: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXXS, color: tokens.colorBrandForeground1, overflowWrap: 'anywhere' },
  hintIcon: { flexShrink: 0, marginBlockStart: '2px' },
});

export interface ColumnInputProps {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  maxLength: number;
  label: string;
  className?: string;
  /** The sample's columns; without a sample, a plain text input. */
  columns?: readonly string[];
  /** The suggested column, shown under the input while the field reads another. */
  suggestion?: MappingSuggestion;
  placeholder?: string;
  testId?: string;
}

/**
 * A field's ERP column (issue 28 item 1): typed by hand as before, or, with a sample file, chosen
 * from its columns in a combobox that still takes any typed name.
 */
export function ColumnInput({ value, onChange, disabled, maxLength, label, className, columns, suggestion, placeholder, testId = 'column-combobox' }: ColumnInputProps) {
  const styles = useStyles();
  const { t } = useTranslation('mf-import');
  if (!columns)
    return (
      <Input
        className={className}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        dir="ltr"
        placeholder={placeholder}
        aria-label={label}
        data-testid={testId === 'column-combobox' ? undefined : testId}
        onChange={(_, data) => onChange(data.value)}
      />
    );
  const typed = value.trim().toLowerCase();
  const exact = columns.some((c) => c.toLowerCase() === typed);
  // Typing narrows the list; a chosen or empty value, or one no column holds, shows every column.
  const matching = columns.filter((c) => c.toLowerCase().includes(typed));
  const shown = exact || matching.length === 0 ? columns : matching;
  const showSuggestion = suggestion && suggestion.column.toLowerCase() !== typed;
  return (
    <span className={styles.stack}>
      <Combobox
        className={styles.combo}
        freeform
        value={value}
        selectedOptions={exact ? columns.filter((c) => c.toLowerCase() === typed) : []}
        disabled={disabled}
        aria-label={label}
        placeholder={placeholder}
        data-testid={testId}
        // Column names read left to right; the box itself follows the page (its chevron at the end).
        input={{ maxLength, className: styles.comboInput, dir: 'ltr' }}
        onChange={(event) => onChange(event.target.value)}
        onOptionSelect={(_, data) => onChange(data.optionValue ?? data.optionText ?? '')}
      >
        {shown.map((column) => (
          <Option key={column} value={column}>
            {column}
          </Option>
        ))}
      </Combobox>
      {showSuggestion && (
        <Text size={200} className={styles.hint} data-testid="column-suggestion">
          <Sparkle16Regular aria-hidden className={styles.hintIcon} />
          {t('mapping.sample.suggested', { column: suggestion.column, reason: t(`mapping.sample.reasons.${suggestion.reason}`, { source: sourceName(suggestion) }) })}
        </Text>
      )}
    </span>
  );
}

const SOURCES = { SHOPIFY: 'Shopify', WOOCOMMERCE: 'WooCommerce', ERP: 'ERP' } as const;
const sourceName = (s: MappingSuggestion) => (s.source ? SOURCES[s.source] : '');
