import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

// A real SMTP server (npm smtp-server) on a random port that keeps what it receives.

export interface ReceivedMail {
  rcpt: string[];
  mail: ParsedMail;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  /** Refuses the next `n` recipients with a temporary 451 (n = Infinity: always, with a permanent 550). */
  refuse(n: number): void;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address: SMTPServerAddress, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const err = new Error(refusals === Infinity ? 'mailbox unavailable' : 'try again later') as Error & { responseCode: number };
        err.responseCode = refusals === Infinity ? 550 : 451;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    refuse: (n) => {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
