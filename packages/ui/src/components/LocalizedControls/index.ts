export { Dropdown, SpinButton } from './LocalizedControls';
