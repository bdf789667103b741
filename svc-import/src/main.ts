import { runStandalone } from '@hub/service-kit';
import { importOptionsFromEnv } from './config';
import { createImportService } from './index';

// Standalone svc-import (distributed mode): PORT, DATABASE_URL, HUB_JWT_SECRET; the check's distributed
// defaults (config.ts, DISTRIBUTED_CHECK_HEAP_MB and DISTRIBUTED_CHECK_THREADS).
void runStandalone({ name: 'svc-import', defaultPort: 8083, create: (deps) => createImportService(deps, importOptionsFromEnv(process.env, 'distributed')) });
