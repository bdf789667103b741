import type { SetupModule } from '@hub/contracts';

export interface SetupProgressProps {
  modules: readonly SetupModule[];
}
