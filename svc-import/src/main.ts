import { runStandalone } from '@hub/service-kit';
import { createImportService } from './index';

// Standalone svc-import (distributed mode): PORT, DATABASE_URL, HUB_JWT_SECRET.
void runStandalone({ name: 'svc-import', defaultPort: 8083, create: createImportService });
