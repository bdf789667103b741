import { startMailCapture } from './mail-capture';

/** Starts the SMTP server the hub mails through (its port is set by playwright.config.ts); stops it at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return startMailCapture(Number(process.env.HUB_E2E_SMTP_PORT));
}
