import type { ModuleStatus, SetupModule } from '@hub/contracts';

export interface SetupProgress {
  done: number;
  total: number;
  /** Whole per cent, 0 to 100. */
  per: number;
}

/** Spec section 4: a module is done when CREATED or UPDATED; BEFORE_CREATED still needs work. */
export function isModuleDone(status: ModuleStatus): boolean {
  return status === 'CREATED' || status === 'UPDATED';
}

/** Spec section 3, client state "setupProgress: done and per". */
export function setupProgress(modules: readonly SetupModule[]): SetupProgress {
  const total = modules.length;
  const done = modules.filter((m) => isModuleDone(m.status)).length;
  const per = total === 0 ? 0 : Math.floor((done * 100) / total);
  return { done, total, per };
}
