import { PRINT_FAILURE_REASONS, readBackEpcs, type PrintFailureReason, type PrinterStatus } from '@hub/contracts';
import { OutboundRefusedError, outboundPolicy } from '@hub/service-kit';
import { connect, type Socket } from 'node:net';
import { SILENT_PRINTER, hostStatusComplete, parseHostStatus } from '../domain/printer-status';

/**
 * Raw TCP to a ZPL printer (its port 9100): the host status request (~HS), labels written with a
 * timeout, and the read-backs (^HV lines) the printer sends for labels that verify their tag.
 */
export interface PrinterTimeouts {
  /** To open the connection. */
  connectMs: number;
  /** For the whole ~HS answer. */
  statusMs: number;
  /** For a write to be taken by the socket (a printer that stops reading blocks it). */
  writeMs: number;
  /** For each read-back after the previous one (or after the labels were written). */
  readBackMs: number;
}

export const DEFAULT_PRINTER_TIMEOUTS: PrinterTimeouts = { connectMs: 3_000, statusMs: 3_000, writeMs: 10_000, readBackMs: 5_000 };

/** A printer problem with the reason a job fails (or a label is void) with; `refused` when the outbound policy refused its address. */
export class PrinterError extends Error {
  constructor(
    readonly reason: PrintFailureReason,
    readonly refused?: OutboundRefusedError,
  ) {
    super(`printer: ${reason}`);
  }
}

export interface PrinterConnection {
  hostStatus(): Promise<PrinterStatus>;
  /** Writes labels; rejects with PrinterError PRN106 when the connection breaks or stays blocked. */
  send(zpl: string): Promise<void>;
  /**
   * The next `count` read-backs (EPCs, upper case); fewer when the printer stops sending them for
   * `readBackMs`.
   */
  readBacks(count: number): Promise<string[]>;
  close(): void;
}

/**
 * Opens the printer through the outbound policy (issue 25, kind PRINTER: the store's LAN is open,
 * loopback, link-local, metadata and the hub's own hosts are not): the name is resolved once and the
 * socket goes to the checked address. A refused address rejects with PRN112 (nothing is sent), a
 * name that does not resolve with PRN100.
 */
export async function openPrinter(address: { host: string; port: number }, timeouts: PrinterTimeouts): Promise<PrinterConnection> {
  let checked: { address: string; port: number };
  try {
    checked = await outboundPolicy().resolve('PRINTER', address.host, address.port);
  } catch (error) {
    if (!(error instanceof OutboundRefusedError)) throw error;
    throw error.refusal === 'UNRESOLVED' ? new PrinterError(PRINT_FAILURE_REASONS.NOT_ANSWERING) : new PrinterError(PRINT_FAILURE_REASONS.NOT_ALLOWED, error);
  }
  const socket = await new Promise<Socket>((resolve, reject) => {
    const s = connect({ host: checked.address, port: checked.port });
    const timer = setTimeout(() => {
      s.destroy();
      reject(new PrinterError('PRN100'));
    }, timeouts.connectMs);
    s.once('connect', () => {
      clearTimeout(timer);
      resolve(s);
    });
    s.once('error', () => {
      clearTimeout(timer);
      reject(new PrinterError('PRN100'));
    });
  });
  socket.setNoDelay(true);
  socket.setEncoding('latin1');
  let received = '';
  let broken = false;
  let listener: (() => void) | null = null;
  const notify = () => listener?.();
  socket.on('data', (chunk: string) => {
    received += chunk;
    notify();
  });
  socket.on('error', () => {
    broken = true;
    notify();
  });
  socket.on('close', () => {
    broken = true;
    notify();
  });

  /** Waits until `done()` holds, the socket breaks, or `ms` pass without `progress` (then resolves false). */
  const waitFor = (done: () => boolean, ms: number) =>
    new Promise<boolean>((resolve) => {
      let timer: NodeJS.Timeout;
      const check = () => {
        if (done()) finish(true);
        else if (broken) finish(false);
      };
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => finish(false), ms);
      };
      function finish(ok: boolean) {
        clearTimeout(timer);
        listener = null;
        resolve(ok);
      }
      listener = () => {
        arm();
        check();
      };
      arm();
      check();
    });

  let readBackAt = 0;
  const connection: PrinterConnection = {
    async hostStatus() {
      const from = received.length;
      await connection.send('~HS');
      const answered = await waitFor(() => hostStatusComplete(received.slice(from)), timeouts.statusMs);
      const text = received.slice(from);
      readBackAt = received.length;
      return answered ? parseHostStatus(text) : text.length > 0 ? parseHostStatus(text) : SILENT_PRINTER;
    },
    async send(zpl) {
      if (broken) throw new PrinterError('PRN106');
      const written = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeouts.writeMs);
        socket.write(zpl, 'utf8', (err) => {
          clearTimeout(timer);
          resolve(!err);
        });
      });
      if (!written) {
        socket.destroy();
        throw new PrinterError('PRN106');
      }
    },
    async readBacks(count) {
      const read = () => readBackEpcs(received.slice(readBackAt));
      await waitFor(() => read().length >= count, timeouts.readBackMs);
      const epcs = read().slice(0, count);
      // Skip past the lines taken (a line may be split across chunks: keep what follows the last one).
      let at = readBackAt;
      for (let i = 0; i < epcs.length; i++) at = received.indexOf(']', received.indexOf('EPC[', at)) + 1;
      readBackAt = at;
      return epcs;
    },
    close() {
      socket.end();
      socket.destroy();
    },
  };
  return connection;
}
