export * from './ConfigSwitch';
export type { ConfigSwitchProps } from './ConfigSwitch.types';
