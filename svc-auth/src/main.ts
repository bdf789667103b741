import { runStandalone } from '@hub/service-kit';
import { createAuthService, type AuthService } from './index';

// Standalone svc-auth (distributed mode): PORT, SVC_AUTH_DATABASE_URL or DATABASE_URL, KAFKA_BROKERS, HUB_JWT_SECRET;
// HUB_SEED_DEMO=1 seeds an empty database (HUB_DEMO_PASSWORD).
let auth: AuthService | undefined;
void runStandalone({
  name: 'svc-auth',
  defaultPort: 8081,
  create: (deps) => (auth = createAuthService(deps)),
  afterMigrate: async () => {
    if (process.env.HUB_SEED_DEMO === '1') await auth?.seedDemoIfEmpty({ password: process.env.HUB_DEMO_PASSWORD });
  },
});
