// Stand-ins for svc-notify's providers in the benchmarks: a real SMTP server (npm smtp-server) and local
// HTTP servers answering like Telegram's Bot API (POST /bot<token>/sendMessage) and Twilio's Messages API
// (POST /2010-04-01/Accounts/<sid>/Messages.json). Each counts what it accepted, with the time of the
// first and the last, so a benchmark can say sends per second per channel. Nothing leaves the machine.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { SMTPServer } = require('smtp-server');

function counter() {
  return { count: 0, first: 0, last: 0, hit() { const t = performance.now(); if (this.count === 0) this.first = t; this.last = t; this.count += 1; } };
}

/** Listens on a free port of 127.0.0.1; smtp-server's listening socket is `server.server`. */
const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server ?? server).address().port)));

/** An SMTP server that accepts every mail (its body read to the end) and counts them. */
export async function startSmtpStandIn() {
  const sent = counter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        sent.hit();
        callback();
      });
    },
  });
  const port = await listen(server);
  return { port, sent, close: () => new Promise((r) => server.close(r)) };
}

async function startHttpStandIn(answer) {
  const sent = counter();
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const { status, body } = answer(req, Buffer.concat(chunks).toString('utf8'));
      if (status < 300) sent.hit();
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  const port = await listen(server);
  return {
    base: `http://127.0.0.1:${port}`,
    sent,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

/** Telegram's Bot API sendMessage: `{ ok: true, result: { message_id, chat, text } }`. */
export function startTelegramStandIn() {
  let id = 0;
  return startHttpStandIn((req, text) => {
    if (req.method !== 'POST' || !/^\/bot[^/]+\/sendMessage$/.test(req.url ?? '')) return { status: 404, body: { ok: false, error_code: 404, description: 'Not Found' } };
    const body = JSON.parse(text || '{}');
    id += 1;
    return { status: 200, body: { ok: true, result: { message_id: id, date: Math.floor(Date.now() / 1000), chat: { id: body.chat_id }, text: body.text } } };
  });
}

/** Twilio's Messages API: 201 with the message resource (form-encoded From, To, Body). */
export function startTwilioStandIn() {
  let n = 0;
  return startHttpStandIn((req, text) => {
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return { status: 404, body: { code: 20404, message: 'The requested resource was not found', status: 404 } };
    const form = new URLSearchParams(text);
    n += 1;
    return { status: 201, body: { sid: `SM${String(n).padStart(32, '0')}`, account_sid: match[1], from: form.get('From'), to: form.get('To'), body: form.get('Body'), status: 'queued', num_segments: '1' } };
  });
}
