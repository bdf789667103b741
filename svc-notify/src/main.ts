import { runStandalone } from '@hub/service-kit';
import { createNotifyService } from './index';

// Standalone svc-notify (distributed mode): PORT, DATABASE_URL, HUB_JWT_SECRET; e-mail: SMTP_HOST, SMTP_PORT,
// SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, SMTP_FROM and HUB_PUBLIC_URL (see mail/settings.ts).
void runStandalone({ name: 'svc-notify', defaultPort: 8085, create: createNotifyService });
