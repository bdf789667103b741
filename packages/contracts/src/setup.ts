import { TEXT_MAX } from './limits';
import { z } from 'zod';
import { MODULE_STATUSES, type SetupModule } from './setup-modules';

// The modules, their statuses and the wizard's steps, zod-free (setup-modules.ts): the menu and the store
// read them on every page (issue 30 item 3).
export * from './setup-modules';

export const setupModuleSchema = z.object({ name: z.string().max(TEXT_MAX), status: z.enum(MODULE_STATUSES) }) satisfies z.ZodType<SetupModule>;

/** `hub.setup.module-saved.v1`: a service saved a configuration of the named module (e.g. `Global`). */
export const setupModuleSavedDataSchema = z.object({ module: z.string().min(1).max(64) });
export type SetupModuleSavedData = z.infer<typeof setupModuleSavedDataSchema>;
