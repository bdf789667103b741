import { runStandalone } from '@hub/service-kit';
import { createNotifyService } from './index';

// Standalone svc-notify (distributed mode): PORT, DATABASE_URL, HUB_JWT_SECRET.
void runStandalone({ name: 'svc-notify', defaultPort: 8085, create: createNotifyService });
