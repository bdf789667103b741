import { Option, makeStyles } from '@fluentui/react-components';
import { Dropdown } from '@hub/ui/controls';
import type { FieldOption } from '../../domain/productFields';

const useStyles = makeStyles({ picker: { minWidth: '200px', maxWidth: '100%' } });

export interface FieldPickerProps {
  /** The accessible name, e.g. "Add a field to Metal". */
  label: string;
  placeholder: string;
  options: readonly FieldOption[];
  disabled?: boolean;
  onPick: (name: string) => void;
}

/** Picks one product field to add; it stays empty, ready for the next one. */
export function FieldPicker({ label, placeholder, options, disabled, onPick }: FieldPickerProps) {
  const styles = useStyles();
  return (
    <Dropdown
      className={styles.picker}
      aria-label={label}
      placeholder={placeholder}
      value=""
      selectedOptions={[]}
      disabled={disabled || options.length === 0}
      onOptionSelect={(_, data) => {
        if (data.optionValue) onPick(data.optionValue);
      }}
    >
      {options.map((o) => (
        <Option key={o.name} value={o.name} text={o.label}>
          {o.label === o.name ? o.name : `${o.label} (${o.name})`}
        </Option>
      ))}
    </Dropdown>
  );
}
