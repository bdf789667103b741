// A stand-in Zebra ZPL printer for the journeys: a TCP server on a free local port that answers the
// host status request (~HS) as a ready Zebra does, captures every label (^XA … ^XZ), and answers a
// label's read-back (^RFR + ^HV) with the EPC it was told to write (^RFW,H), once per copy.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface StandInPrinter {
  port: number;
  /** Every label received, as ZPL. */
  labels: string[];
  /** ~HS requests received. */
  statusRequests: number;
  close(): Promise<void>;
}

const STX = '\x02';
const ETX = '\x03';
/** A ready printer's host status: three STX…ETX strings (paper, pause, head and ribbon all clear). */
const READY_STATUS = `${STX}030,0,0,1245,000,0,0,0,000,0,0,0${ETX}\r\n${STX}001,0,0,0,0,2,4,0,00000000,1,000${ETX}\r\n${STX}1234,0${ETX}\r\n`;

export async function startStandInPrinter(port = 0): Promise<StandInPrinter> {
  const sockets = new Set<Socket>();
  const printer: StandInPrinter = { port: 0, labels: [], statusRequests: 0, close: async () => undefined };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const status = buffer.indexOf('~HS');
        const start = buffer.indexOf('^XA');
        if (status >= 0 && (start < 0 || status < start)) {
          buffer = buffer.slice(status + 3);
          printer.statusRequests += 1;
          socket.write(READY_STATUS);
          continue;
        }
        const end = start < 0 ? -1 : buffer.indexOf('^XZ', start);
        if (end < 0) break;
        const zpl = buffer.slice(start, end + 3);
        buffer = buffer.slice(end + 3);
        printer.labels.push(zpl);
        const epc = /\^RFW,H[^^]*\^FD([0-9A-Fa-f]+)\^FS/.exec(zpl)?.[1]?.toUpperCase();
        const copies = Number(/\^PQ(\d+)/.exec(zpl)?.[1] ?? 1);
        if (epc && /\^HV/.test(zpl)) socket.write(`EPC[${epc}]\r\n`.repeat(copies));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  printer.port = (server.address() as AddressInfo).port;
  printer.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return printer;
}
