/**
 * Telegram through its Bot HTTP API: `POST {base}/bot<token>/sendMessage` with `{ chat_id, text }`.
 * The base address is HUB_TELEGRAM_API_BASE (tests and private deployments point it elsewhere).
 * Errors name the API's answer, never the token (it is part of the URL).
 */
export const DEFAULT_TELEGRAM_API_BASE = 'https://api.telegram.org';

export class ChannelSendError extends Error {
  /** Worth another attempt (a timeout, a 5xx, a 429); a refusal of the request itself is not. */
  constructor(
    message: string,
    readonly retryable: boolean,
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
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : ((err as { cause?: { code?: string } }).cause?.code ?? 'connection failed');
    throw new ChannelSendError(`Telegram API unreachable: ${reason}`, true);
  }
  const body = (await res.json().catch(() => ({}))) as TelegramAnswer;
  if (res.ok && body.ok) return String(body.result?.message_id ?? '');
  const status = body.error_code ?? res.status;
  throw new ChannelSendError(`Telegram API ${status}: ${(body.description ?? res.statusText).slice(0, 300)}`, status === 429 || status >= 500);
}
