import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in received: method, path, headers and the parsed body. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface StandIn {
  base: string;
  received: RecordedRequest[];
  /** Answers the next `n` requests with the provider's error of `status` (500: a server error, 401: bad credentials...). */
  fail(n: number, status?: number): void;
  close(): Promise<void>;
}

type Answer = (req: RecordedRequest) => { status: number; body: unknown };

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as Record<string, unknown>;
}

/** A local HTTP server that records each request and answers like the provider (or fails on demand). */
export async function startStandIn(ok: Answer, failure: (status: number) => unknown): Promise<StandIn> {
  const received: RecordedRequest[] = [];
  let failures = 0;
  let failStatus = 500;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    readBody(req)
      .then((body) => {
        const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
        let answer: { status: number; body: unknown };
        if (failures > 0) {
          failures -= 1;
          answer = { status: failStatus, body: failure(failStatus) };
        } else {
          received.push(recorded);
          answer = ok(recorded);
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      })
      .catch(() => {
        res.writeHead(400).end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    fail(n, status = 500) {
      failures = n;
      failStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The Telegram Bot API's `POST /bot<token>/sendMessage`: `{ ok: true, result: { message_id, chat, text } }`,
 * 404 `{ ok: false, error_code: 404, description: 'Not Found' }` for any other path, as the real API does.
 */
export function startTelegramStandIn(): Promise<StandIn> {
  let messageId = 0;
  return startStandIn(
    (req) => {
      if (req.method !== 'POST' || !/^\/bot[^/]+\/sendMessage$/.test(req.path)) return { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } };
      messageId += 1;
      return { status: 200, body: { ok: true, result: { message_id: messageId, date: Math.floor(Date.now() / 1000), chat: { id: req.body.chat_id }, text: req.body.text } } };
    },
    (status) => ({ ok: false, error_code: status, description: status === 401 ? 'Unauthorized' : 'Internal Server Error' }),
  );
}

/** The bot token a Telegram request carried in its path. */
export function telegramToken(req: RecordedRequest): string {
  return /^\/bot([^/]+)\//.exec(req.path)?.[1] ?? '';
}

/**
 * Twilio's Messages API: `POST /2010-04-01/Accounts/<sid>/Messages.json` (form-encoded From, To, Body,
 * HTTP basic auth) answers 201 with the message resource; errors are `{ code, message, more_info, status }`.
 */
export function startTwilioStandIn(): Promise<StandIn> {
  let n = 0;
  return startStandIn(
    (req) => {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.path);
      if (req.method !== 'POST' || !match) return { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
      n += 1;
      const sid = `SM${String(n).padStart(32, '0')}`;
      return {
        status: 201,
        body: { sid, account_sid: match[1], from: req.body.From, to: req.body.To, body: req.body.Body, status: 'queued', date_created: new Date().toUTCString(), num_segments: '1' },
      };
    },
    (status) => ({ code: status === 401 ? 20003 : 20500, message: status === 401 ? 'Authenticate' : 'Internal Server Error', more_info: 'https://www.twilio.com/docs/errors', status }),
  );
}

/** The basic-auth user and password a Twilio request carried. */
export function twilioCredentials(req: RecordedRequest): { user: string; password: string } {
  const [user = '', password = ''] = Buffer.from(String(req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString('utf8').split(':');
  return { user, password };
}
