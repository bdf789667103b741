export interface MonthPickerProps {
  /** MM-YYYY */
  value: string;
  onChange: (month: string) => void;
  label: string;
}
