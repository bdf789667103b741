export * from './SetupProgress';
export type { SetupProgressProps } from './SetupProgress.types';
