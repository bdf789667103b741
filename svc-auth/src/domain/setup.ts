import { DATA_IMPORT_MODULE, DATA_MAPPING_MODULE, QUICK_SETTINGS, SETUP_MODULE, STORES_MODULE, isSetupDone, type SetupModule } from '@hub/contracts';

/** Every module the setup check lists: Setup, the wizard's Stores and Data Mapping, Data Import and one per quick-settings entry. */
export const SETUP_MODULE_NAMES: readonly string[] = [SETUP_MODULE, STORES_MODULE, DATA_MAPPING_MODULE, DATA_IMPORT_MODULE, ...QUICK_SETTINGS.map((q) => q.module)];

/** Orders the stored modules as SETUP_MODULE_NAMES (unknown names last) and computes setupDone. */
export function setupStatus(modules: readonly SetupModule[]): { setupDone: boolean; modules: SetupModule[] } {
  const rank = (name: string) => {
    const i = SETUP_MODULE_NAMES.indexOf(name);
    return i === -1 ? SETUP_MODULE_NAMES.length : i;
  };
  const sorted = [...modules].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
  return { setupDone: isSetupDone(sorted), modules: sorted };
}
