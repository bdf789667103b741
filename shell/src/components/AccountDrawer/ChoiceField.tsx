import { Combobox, Field, Option } from '@fluentui/react-components';
import { Dropdown } from '@hub/ui/controls';
import { useMemo, useState } from 'react';
import { isSearchable } from '../../rules/accountSwitch';

export interface ChoiceOption {
  value: string;
  text: string;
}

interface ChoiceFieldProps {
  label: string;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  testId: string;
  noMatch: string;
}

/**
 * Spec section 5, account dropdowns: never empty (no clear, always a selected option), and
 * searchable only with more than 10 options.
 */
export function ChoiceField({
  label,
  options,
  value,
  onChange,
  disabled,
  testId,
  noMatch,
}: ChoiceFieldProps) {
  const selected = options.find((o) => o.value === value);
  const [query, setQuery] = useState<string | null>(null);
  const searchable = isSearchable(options.length);
  const filtered = useMemo(() => {
    if (!searchable || query === null || query.trim() === '') return options;
    const q = query.trim().toLowerCase();
    return options.filter((o) => o.text.toLowerCase().includes(q) || o.value.toLowerCase().includes(q));
  }, [options, query, searchable]);
  const select = (next: string | undefined) => {
    setQuery(null);
    if (next && next !== value) onChange(next);
  };
  return (
    <Field label={label}>
      {searchable ? (
        <Combobox
          data-testid={testId}
          aria-label={label}
          disabled={disabled}
          value={query ?? selected?.text ?? ''}
          selectedOptions={selected ? [selected.value] : []}
          onChange={(e) => setQuery(e.target.value)}
          onOptionSelect={(_, d) => select(d.optionValue)}
          onOpenChange={(_, d) => !d.open && setQuery(null)}
        >
          {filtered.length === 0 ? (
            <Option disabled value="" text={noMatch}>
              {noMatch}
            </Option>
          ) : (
            filtered.map((o) => (
              <Option key={o.value} value={o.value} text={o.text}>
                {o.text}
              </Option>
            ))
          )}
        </Combobox>
      ) : (
        <Dropdown
          data-testid={testId}
          aria-label={label}
          disabled={disabled}
          value={selected?.text ?? ''}
          selectedOptions={selected ? [selected.value] : []}
          onOptionSelect={(_, d) => select(d.optionValue)}
        >
          {options.map((o) => (
            <Option key={o.value} value={o.value} text={o.text}>
              {o.text}
            </Option>
          ))}
        </Dropdown>
      )}
    </Field>
  );
}
