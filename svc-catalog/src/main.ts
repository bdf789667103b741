import { runStandalone } from '@hub/service-kit';
import { createCatalogService } from './index';

// Standalone svc-catalog (distributed mode): PORT, DATABASE_URL, HUB_JWT_SECRET.
void runStandalone({ name: 'svc-catalog', defaultPort: 8082, create: createCatalogService });
