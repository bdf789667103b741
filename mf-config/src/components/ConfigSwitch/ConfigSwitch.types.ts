export interface ConfigSwitchProps {
  /** The config field name, used for ids and tests. */
  field: string;
  label: string;
  description: string;
  checked: boolean;
  changed: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}
