import { HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS, isLocale, type Locale } from '@hub/contracts';
import { DrainLoop, errorText, type Db, type Logger } from '@hub/service-kit';
import { claimDueDeliveries, markDeliveryFailed, markDeliverySent, type ClaimedDelivery, type DeliveryKind } from '../db/deliveries';
import { afterFailedAttempt, type DeliveryRetryPolicy } from '../domain/delivery-retry';
import { renderEmailVerificationMail, renderPasswordResetMail, renderPinResetMail, type RenderedMail } from '../domain/password-reset-mail';
import type { MailSettings } from './settings';
import type { MailTransport, OutgoingMail } from './transport';

export interface DeliveryWorkerOptions {
  db: Db;
  /** undefined: e-mail is not configured; due mails are recorded as failed with that reason. */
  transport: MailTransport | undefined;
  settings: Pick<MailSettings, 'publicUrl'>;
  retry: DeliveryRetryPolicy;
  /** How often due mails are looked for (besides nudges); default 1000 ms. */
  pollMs?: number;
  logger?: Logger;
  now?: () => Date;
}

const BATCH = 10;
/** Long enough for one attempt's timeouts: another instance leaves a claimed mail alone meanwhile. */
const CLAIM_LEASE_MS = 120_000;

/** The operator's words (the log, provider roles); merchants read HUB_MAIL_NOT_SET_UP's message instead. */
export const SMTP_NOT_CONFIGURED = HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS;

/** The mail of a claimed delivery, or the reason it cannot be built. */
function buildMail(d: ClaimedDelivery, settings: Pick<MailSettings, 'publicUrl'>): OutgoingMail | string {
  const p = d.payload ?? {};
  const mail = isLocale(d.locale) && typeof p.userName === 'string' ? renderDelivery(d.kind, d.locale, p.userName, p, settings.publicUrl) : undefined;
  if (!mail) return `cannot build a ${d.kind} mail from its record`;
  return { to: d.recipient, subject: mail.subject, text: mail.text, html: mail.html, language: d.locale };
}

/** The account mail of one kind from its stored payload, or undefined when the payload lacks its part. */
function renderDelivery(kind: DeliveryKind, locale: Locale, userName: string, p: Record<string, unknown>, publicUrl: string): RenderedMail | undefined {
  const number = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
  if (kind === 'password-reset' && typeof p.resetPath === 'string') {
    return renderPasswordResetMail({ locale, userName, resetPath: p.resetPath, validMinutes: number(p.validMinutes, 30) }, publicUrl);
  }
  if (kind === 'email-verification' && typeof p.verifyPath === 'string') {
    return renderEmailVerificationMail({ locale, userName, verifyPath: p.verifyPath, validHours: number(p.validHours, 72) }, publicUrl);
  }
  if (kind === 'pin-reset' && typeof p.otp === 'string') return renderPinResetMail({ locale, userName, otp: p.otp, validMinutes: number(p.validMinutes, 10) });
  return undefined;
}

/**
 * Sends the pending mails of `notify.email_deliveries`: on `nudge()` (after a new one is recorded)
 * and on a timer. A failed attempt is recorded with its error and retried with backoff, then given
 * up; nothing thrown here reaches the service. Logs name the delivery, never its link.
 */
export class EmailDeliveryWorker {
  private readonly loop: DrainLoop;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.loop = new DrainLoop({
      drain: () => this.drain(),
      pollMs: options.pollMs ?? 1000,
      onError: (err) => options.logger?.warn({ err: errorText(err) }, 'e-mail delivery pass failed; it runs again on the next poll'),
    });
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** Sends what is due now (after the pass already queued, if any); never rejects. */
  nudge(): Promise<void> {
    return this.loop.nudge();
  }

  private async drain(): Promise<void> {
    for (;;) {
      if (this.loop.stopped) return;
      const due = await claimDueDeliveries(this.options.db, BATCH, CLAIM_LEASE_MS);
      for (const d of due) await this.attempt(d);
      if (due.length < BATCH) return;
    }
  }

  private async attempt(d: ClaimedDelivery): Promise<void> {
    const { db, transport, logger } = this.options;
    const mail = buildMail(d, this.options.settings);
    let error: string;
    if (typeof mail === 'string') error = mail;
    else if (!transport) error = SMTP_NOT_CONFIGURED;
    else if (d.sendBefore && d.sendBefore.getTime() <= this.now().getTime()) error = 'not sent before its link expired';
    else {
      try {
        const { messageId } = await transport.send(mail);
        await markDeliverySent(db, d.id, messageId);
        logger?.info({ deliveryId: d.id, kind: d.kind, attempts: d.attempts }, 'e-mail sent');
        return;
      } catch (err) {
        error = errorText(err).slice(0, 1000);
      }
    }
    const retryable = typeof mail !== 'string' && transport !== undefined && !error.startsWith('not sent before');
    const step = retryable ? afterFailedAttempt(d.attempts, this.options.retry, this.now(), d.sendBefore) : ({ status: 'failed' } as const);
    await markDeliveryFailed(db, d.id, error, step.status === 'pending' ? step.nextAttemptAt : undefined);
    logger?.warn({ deliveryId: d.id, kind: d.kind, attempts: d.attempts, error, willRetry: step.status === 'pending' }, 'e-mail not sent');
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    this.options.transport?.close();
  }
}
