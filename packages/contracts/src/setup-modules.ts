/**
 * Spec section 4, "Setup": the modules, their statuses and the setup wizard's steps, without zod (the
 * schemas are in setup.ts, which re-exports these), so the shell's menu and store do not load zod on a
 * signed-out page (issue 30 item 3).
 */
export const MODULE_STATUSES = ['CREATED', 'UPDATED', 'BEFORE_CREATED'] as const;
export type ModuleStatus = (typeof MODULE_STATUSES)[number];

/** One module of the setup and its status (setupModuleSchema in setup.ts checks an answer against it). */
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

/** The setup wizard's steps in order (issue 15 item 5): the module whose status each shows, the page that sets it up. */
export const SETUP_WIZARD_STEP_KEYS = ['stores', 'dataMapping', 'import', 'rfid', 'stockTake', 'notifications', 'theme'] as const;
export type SetupWizardStepKey = (typeof SETUP_WIZARD_STEP_KEYS)[number];

export interface SetupWizardStep {
  key: SetupWizardStepKey;
  /** The setup module whose status the step shows. */
  module: string;
  /** The page that sets it up. */
  path: string;
}

export const SETUP_WIZARD_STEPS: readonly SetupWizardStep[] = [
  { key: 'stores', module: STORES_MODULE, path: '/management/location' },
  // The data mapping editor lives on the data import page (the import must be configured before uploading).
  { key: 'dataMapping', module: DATA_MAPPING_MODULE, path: '/data-import' },
  { key: 'import', module: DATA_IMPORT_MODULE, path: '/data-import' },
  { key: 'rfid', module: 'RFID', path: '/config/rfid' },
  { key: 'stockTake', module: 'Stock Take', path: '/config/stock-take' },
  { key: 'notifications', module: 'Notifications', path: '/config/notifications' },
  { key: 'theme', module: 'Theme', path: '/config/theme' },
];

/** done: its module is CREATED or UPDATED; skipped: setup was finished without it; notDone: neither yet. */
export type SetupStepState = 'done' | 'skipped' | 'notDone';

export interface SetupStepProgress extends SetupWizardStep {
  state: SetupStepState;
}

/**
 * Setup progress over every step the wizard offers, done, skipped or not done (issue 28 item 5: not
 * only the modules saved, which made 2 saved of 2 read 100 % with 5 of 7 steps not done). `per` is the
 * whole per cent of steps done, 100 only when all are.
 */
export function setupStepsProgress(modules: readonly SetupModule[]): { steps: SetupStepProgress[]; done: number; total: number; per: number } {
  const finished = isSetupDone(modules);
  const steps = SETUP_WIZARD_STEPS.map((step): SetupStepProgress => {
    const status = modules.find((m) => m.name === step.module)?.status;
    const state = setupIcon(status) === 'done' ? 'done' : finished ? 'skipped' : 'notDone';
    return { ...step, state };
  });
  const done = steps.filter((s) => s.state === 'done').length;
  return { steps, done, total: steps.length, per: Math.floor((done * 100) / steps.length) };
}

/** A module's status after one of its configurations is saved: the first save creates it, later ones update it. */
export function savedModuleStatus(current: ModuleStatus | undefined): ModuleStatus {
  return current === 'CREATED' || current === 'UPDATED' ? 'UPDATED' : 'CREATED';
}
