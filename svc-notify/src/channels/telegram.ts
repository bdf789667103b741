import type { ConnectionFailure } from '@hub/contracts';
import { connectionFailure } from '@hub/service-kit';
/**
 * Telegram through its Bot HTTP API: `POST {base}/bot<token>/sendMessage` with `{ chat_id, text }`.
 * The base address is HUB_TELEGRAM_API_BASE (tests and private deployments point it elsewhere).
 * Errors name the API's status and a category, never its words nor the token (it is part of the URL).
 */
export const DEFAULT_TELEGRAM_API_BASE = 'https://api.telegram.org';

/** A provider's HTTP refusal as a category (issue 25: its own words are never kept). */
export function providerStatusFailure(status: number): ConnectionFailure {
  if (status === 401 || status === 403) return 'AUTHENTICATION';
  if (status === 404) return 'NOT_FOUND';
  return 'PROTOCOL';
}

export class ChannelSendError extends Error {
  /** Worth another attempt (a timeout, a 5xx, a 429); a refusal of the request itself is not. */
  constructor(
    message: string,
    readonly retryable: boolean,
    /** What failed, as a category: what is stored and answered, never the provider's own words. */
    readonly failure: ConnectionFailure = 'PROTOCOL',
  ) {
    super(message);
    this.name = 'ChannelSendError';
  }
}

interface TelegramAnswer {
  ok?: boolean;
  result?: { message_id?: number };
  error_code?: number;
  description?: string;
}

export async function sendTelegramMessage(base: string, botToken: string, chatId: string, text: string, timeoutMs: number): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${base.replace(/\/+$/, '')}/bot${botToken}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const failure = connectionFailure(err);
    throw new ChannelSendError(`Telegram API unreachable: ${failure}`, true, failure);
  }
  const body = (await res.json().catch(() => ({}))) as TelegramAnswer;
  if (res.ok && body.ok) return String(body.result?.message_id ?? '');
  const status = Number(body.error_code ?? res.status) || res.status;
  // The status only: the answer's description is Telegram's words (issue 25).
  throw new ChannelSendError(`Telegram API ${status}`, status === 429 || status >= 500, providerStatusFailure(status));
}
