// A real SMTP server (npm smtp-server) the hub under test mails through: every mail it receives is
// written to the run's data folder, where journeys read it (password reset: the link in the mail).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** The SMTP port of a run: HUB_E2E_SMTP_PORT, else the hub's port + 10000. */
export function e2eSmtpPort(hubPort: number): number {
  return Number(process.env.HUB_E2E_SMTP_PORT ?? hubPort + 10000);
}

/** Where the received mails are written: `<HUB_E2E_DATA_DIR>/mails`. */
export function mailDir(): string {
  const dir = process.env.HUB_E2E_DATA_DIR;
  if (!dir) throw new Error('HUB_E2E_DATA_DIR is not set (it is set by e2e/playwright.config.ts)');
  return join(dir, 'mails');
}

interface StoredMail {
  rcptTo: string[];
  raw: string;
}

/** Starts the capturing SMTP server on 127.0.0.1:`port`; resolves with its stop function. */
export async function startMailCapture(port: number, dir = mailDir()): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail: StoredMail = { rcptTo: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') };
        writeFileSync(join(dir, `${Date.now()}-${process.pid}-${++n}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

type CapturedMail = ParsedMail & { rcptTo: string[] };

/**
 * The newest mail received for `to` that `match` takes (its subject, or a test of the mail; when given:
 * a user the hub just made is also mailed a verification link, and journeys running beside each other
 * mail the same administrator), parsed; waits for it up to `timeoutMs`.
 */
export async function waitForMail(to: string, timeoutMs = 20_000, match?: string | ((mail: CapturedMail) => boolean)): Promise<CapturedMail> {
  const takes = (mail: CapturedMail) => match === undefined || (typeof match === 'string' ? mail.subject === match : match(mail));
  const end = Date.now() + timeoutMs;
  for (;;) {
    const dir = mailDir();
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    } catch {
      // not created yet
    }
    for (const file of files.reverse()) {
      const stored = JSON.parse(readFileSync(join(dir, file), 'utf8')) as StoredMail;
      if (!stored.rcptTo.includes(to)) continue;
      const mail = Object.assign(await simpleParser(stored.raw), { rcptTo: stored.rcptTo });
      if (takes(mail)) return mail;
    }
    if (Date.now() > end) throw new Error(`no mail for ${to}${match === undefined ? '' : ' of the kind asked for'} reached the test SMTP server within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
