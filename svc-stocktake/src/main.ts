import { runStandalone } from '@hub/service-kit';
import { createStocktakeService } from './index';

// Standalone svc-stocktake (distributed mode): PORT, DATABASE_URL, HUB_JWT_SECRET.
void runStandalone({ name: 'svc-stocktake', defaultPort: 8084, create: createStocktakeService });
