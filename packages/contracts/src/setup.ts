import { z } from 'zod';

/** Spec section 4, "Setup". */
export const MODULE_STATUSES = ['CREATED', 'UPDATED', 'BEFORE_CREATED'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

export interface SetupModule {
  name: string;
  status: ModuleStatus;
}

export const SETUP_MODULE = 'Setup';
export const DATA_IMPORT_MODULE = 'Data Import';
/** Issue 15: the setup wizard's first steps, kept by svc-auth (a store besides MASTER, a saved data mapping). */
export const STORES_MODULE = 'Stores';
export const DATA_MAPPING_MODULE = 'Data Mapping';

/** Setup is done when the module named Setup has status CREATED. */
export function isSetupDone(modules: readonly SetupModule[]): boolean {
  return modules.some((m) => m.name === SETUP_MODULE && m.status === 'CREATED');
}

/** Data counts as imported when the module named Data Import is CREATED, UPDATED or BEFORE_CREATED. */
export function isDataImported(modules: readonly SetupModule[]): boolean {
  return modules.some((m) => m.name === DATA_IMPORT_MODULE && MODULE_STATUSES.includes(m.status));
}

/** Quick-settings status icon: done for CREATED or UPDATED, warning for BEFORE_CREATED. */
export function setupIcon(status: ModuleStatus | undefined): 'done' | 'warning' | 'none' {
  if (status === 'CREATED' || status === 'UPDATED') return 'done';
  if (status === 'BEFORE_CREATED') return 'warning';
  return 'none';
}

/** A module's status after one of its configurations is saved: the first save creates it, later ones update it. */
export function savedModuleStatus(current: ModuleStatus | undefined): ModuleStatus {
  return current === 'CREATED' || current === 'UPDATED' ? 'UPDATED' : 'CREATED';
}

/** `hub.setup.module-saved.v1`: a service saved a configuration of the named module (e.g. `Global`). */
export const setupModuleSavedDataSchema = z.object({ module: z.string().min(1).max(64) });
export type SetupModuleSavedData = z.infer<typeof setupModuleSavedDataSchema>;
