export { Dropdown, SpinButton } from './LocalizedControls';
export { DateInput, type DateInputProps } from './DateInput';
