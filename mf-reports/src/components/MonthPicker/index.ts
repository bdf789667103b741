export * from './MonthPicker';
export type { MonthPickerProps } from './MonthPicker.types';
