import { runStandalone } from '@hub/service-kit';
import { createAuthService } from './index';

// Standalone svc-auth (distributed mode): PORT, DATABASE_URL, HUB_JWT_SECRET; HUB_SEED_DEMO=1 seeds an empty database.
void runStandalone({
  name: 'svc-auth',
  defaultPort: 8081,
  create: (deps) => createAuthService(deps),
  afterMigrate: async (deps) => {
    if (process.env.HUB_SEED_DEMO === '1') await createAuthService(deps).seedDemoIfEmpty();
  },
});
