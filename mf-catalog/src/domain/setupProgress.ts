import { moduleHasPage, type ModuleStatus, type SetupModule } from '@hub/contracts';

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

/**
 * The modules the dashboard lists and counts: those with a built page. A module whose page is not
 * built yet cannot be set up, so it is neither a done tick nor a share of the progress.
 */
export function modulesWithPages(
  modules: readonly SetupModule[],
  hasPage: (module: string) => boolean = moduleHasPage,
): SetupModule[] {
  return modules.filter((m) => hasPage(m.name));
}
