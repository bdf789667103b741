import type { EventType } from '@hub/contracts';

/**
 * What svc-import publishes besides the kit's audit entries and API-key uses: nothing yet. Import
 * progress and results (`hub.import.progress.v1`, `hub.import.finished.v1`) come with file import.
 */
export const IMPORT_PUBLISHES: readonly EventType[] = [];
