import { runStandalone } from '@hub/service-kit';
import { createNotifyService } from './index';

// Standalone svc-notify (distributed mode): PORT, DATABASE_URL, HUB_JWT_SECRET, HUB_SECRETS_KEY; e-mail: SMTP_HOST,
// SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD, SMTP_FROM and HUB_PUBLIC_URL (see mail/settings.ts); Telegram
// HUB_TELEGRAM_API_BASE, Twilio HUB_TWILIO_API_BASE (see channels/dispatch.ts).
void runStandalone({ name: 'svc-notify', defaultPort: 8085, create: createNotifyService });
