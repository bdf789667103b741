import twilio from 'twilio';
import { connectionFailure } from '@hub/service-kit';
import { ChannelSendError, providerStatusFailure } from './telegram';

/**
 * WhatsApp through the `twilio` package (Messages API, `whatsapp:` addresses). The SDK builds
 * `https://api.twilio.com/...` addresses itself; it takes a custom HTTP client (its documented
 * `httpClient` option), and ours rewrites that origin to HUB_TWILIO_API_BASE when one is set, so tests
 * and private deployments reach their own server. Errors name Twilio's answer, never the token.
 */
const TWILIO_API_ORIGIN = 'https://api.twilio.com';

class BaseAddressRequestClient extends twilio.RequestClient {
  constructor(
    private readonly base: string,
    timeoutMs: number,
  ) {
    super({ timeout: timeoutMs, keepAlive: true });
  }

  override request<TData>(opts: Parameters<twilio.RequestClient['request']>[0] & { data?: TData }) {
    const uri = opts.uri.startsWith(TWILIO_API_ORIGIN) ? `${this.base.replace(/\/+$/, '')}${opts.uri.slice(TWILIO_API_ORIGIN.length)}` : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

export interface WhatsappAccount {
  accountSid: string;
  authToken: string;
  /** The sender number, E.164. */
  from: string;
}

export function createWhatsappSender(base: string | undefined, timeoutMs: number) {
  const httpClient = base ? new BaseAddressRequestClient(base, timeoutMs) : new twilio.RequestClient({ timeout: timeoutMs, keepAlive: true });
  return async function sendWhatsapp(account: WhatsappAccount, to: string, text: string): Promise<string> {
    const client = twilio(account.accountSid, account.authToken, { httpClient, autoRetry: false });
    try {
      const message = await client.messages.create({ from: `whatsapp:${account.from}`, to: `whatsapp:${to}`, body: text });
      return message.sid;
    } catch (err) {
      const e = err as { status?: number; code?: number; message?: string; name?: string };
      // Twilio's status and error number only, never its message (issue 25).
      if (typeof e.status === 'number') {
        throw new ChannelSendError(`Twilio API ${e.status}${typeof e.code === 'number' ? ` (${e.code})` : ''}`, e.status === 429 || e.status >= 500, providerStatusFailure(e.status));
      }
      const failure = connectionFailure(err);
      throw new ChannelSendError(`Twilio API unreachable: ${failure}`, true, failure);
    }
  };
}
