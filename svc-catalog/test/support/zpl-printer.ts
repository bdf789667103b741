import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A local TCP server standing in for a Zebra ZPL printer on its raw port (9100): it answers the host
 * status request `~HS` as a Zebra does (three STX…ETX strings), captures every label (`^XA` … `^XZ`),
 * and, for a label that reads its tag back (`^RFR` + `^HV`), sends the host the EPC it was told to
 * write (`^RFW,H^FD<hex>^FS`), once per copy (`^PQ`), as `EPC[<hex>]` CR LF.
 *
 * It can be told to: not answer at all (`silent`), report paper out, pause, an open head; write a wrong
 * EPC (`wrongEpc`, for every label or the EPCs listed); hold its read-backs (`readBackDelayMs`); drop
 * the connection after some labels.
 */
export interface ZplPrinterState {
  /** Accept connections and data, but never answer (~HS or read-backs). */
  silent: boolean;
  paperOut: boolean;
  paused: boolean;
  headOpen: boolean;
  /** Write another EPC than the one asked: all labels (true) or these EPCs. */
  wrongEpc: boolean | ReadonlySet<string>;
  /** Never send read-backs (the encoder read nothing), while still answering ~HS. */
  noReadBack: boolean;
  /** Wait this long before each label's read-back. */
  readBackDelayMs: number;
}

export interface CapturedLabel {
  zpl: string;
  /** The EPC the label asked to write (^RFW,H). */
  epc: string | null;
  /** The EPC it "wrote" (differs when told to write a wrong one). */
  written: string | null;
  copies: number;
  /** Which connection (1, 2, …) it came on. */
  connection: number;
}

export interface ZplPrinter {
  host: string;
  port: number;
  state: ZplPrinterState;
  labels: CapturedLabel[];
  /** ~HS requests received. */
  statusRequests: number;
  connections: number;
  /** Everything received, in order (all connections). */
  received: () => string;
  close(): Promise<void>;
}

const STX = '\x02';
const ETX = '\x03';

/** A host status as a Zebra sends it (see svc-catalog/src/domain/printer-status.ts). */
export function hostStatusAnswer(state: Pick<ZplPrinterState, 'paperOut' | 'paused' | 'headOpen'>, formatsInBuffer = 0): string {
  const b = (v: boolean) => (v ? '1' : '0');
  const first = `030,${b(state.paperOut)},${b(state.paused)},1245,${String(formatsInBuffer).padStart(3, '0')},0,0,0,000,0,0,0`;
  const second = `001,0,${b(state.headOpen)},0,0,2,4,0,00000000,1,000`;
  const third = '1234,0';
  return `${STX}${first}${ETX}\r\n${STX}${second}${ETX}\r\n${STX}${third}${ETX}\r\n`;
}

/** The wrong EPC a misencoding printer writes: the last digit changed. */
export function misencoded(epc: string): string {
  const last = epc.at(-1) ?? '0';
  return `${epc.slice(0, -1)}${last === '0' ? '1' : '0'}`;
}

/** Opens (or closes again) a loopback port to the outbound policy of this test process (issue 25: loopback is refused unless opened). */
export function openLoopbackPort(port: number, open = true): void {
  const entries = (process.env.HUB_OUTBOUND_ALLOW ?? '').split(',').filter((e) => e.trim() !== '' && e.trim() !== `127.0.0.1:${port}`);
  if (open) entries.push(`127.0.0.1:${port}`);
  process.env.HUB_OUTBOUND_ALLOW = entries.join(',');
}

/**
 * A stand-in printer on 127.0.0.1 and a random port, opened to the outbound policy (it stays open once
 * closed; for a port that certainly refuses, see holdRefusingPort in @hub/service-kit/testing);
 * `open: false` leaves it refused, as any loopback address is.
 */
export async function startZplPrinter(initial: Partial<ZplPrinterState> = {}, options: { open?: boolean } = {}): Promise<ZplPrinter> {
  const state: ZplPrinterState = { silent: false, paperOut: false, paused: false, headOpen: false, wrongEpc: false, noReadBack: false, readBackDelayMs: 0, ...initial };
  const labels: CapturedLabel[] = [];
  const sockets = new Set<Socket>();
  let all = '';
  let connections = 0;
  const printer: ZplPrinter = {
    host: '127.0.0.1',
    port: 0,
    state,
    labels,
    statusRequests: 0,
    connections: 0,
    received: () => all,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  const handle = (socket: Socket) => {
    const connection = ++connections;
    printer.connections = connections;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    // Read-backs go out in label order, each after the previous one.
    let answering: Promise<void> = Promise.resolve();
    socket.on('data', (chunk: string) => {
      all += chunk;
      buffer += chunk;
      for (;;) {
        const status = buffer.indexOf('~HS');
        const start = buffer.indexOf('^XA');
        if (status >= 0 && (start < 0 || status < start)) {
          buffer = buffer.slice(status + 3);
          printer.statusRequests += 1;
          if (!state.silent) answering = answering.then(() => void socket.write(hostStatusAnswer(state)));
          continue;
        }
        if (start < 0) break;
        const end = buffer.indexOf('^XZ', start);
        if (end < 0) break;
        const zpl = buffer.slice(start, end + 3);
        buffer = buffer.slice(end + 3);
        const epc = /\^RFW,H[^^]*\^FD([0-9A-Fa-f]+)\^FS/.exec(zpl)?.[1]?.toUpperCase() ?? null;
        const copies = Number(/\^PQ(\d+)/.exec(zpl)?.[1] ?? 1);
        const wrong = state.wrongEpc === true || (state.wrongEpc instanceof Set && epc !== null && state.wrongEpc.has(epc));
        const written = epc === null ? null : wrong ? misencoded(epc) : epc;
        labels.push({ zpl, epc, written, copies, connection });
        if (state.silent || state.noReadBack || !/\^HV/.test(zpl) || written === null) continue;
        const delay = state.readBackDelayMs;
        answering = answering.then(async () => {
          if (delay > 0) await new Promise((r) => setTimeout(r, delay));
          if (!socket.destroyed) socket.write(`EPC[${written}]\r\n`.repeat(copies));
        });
      }
    });
  };

  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  printer.port = (server.address() as AddressInfo).port;
  if (options.open !== false) openLoopbackPort(printer.port);
  return printer;
}
