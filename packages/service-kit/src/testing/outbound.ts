import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * Opens loopback ports to the outbound policy for this test file (issue 25): a stand-in server on
 * 127.0.0.1 is refused like any loopback address until its port is named in `HUB_OUTBOUND_ALLOW`
 * (Jest gives each test file its own `process.env`). Answers the ports, for chaining.
 */
export function allowOutboundTo(...ports: number[]): number[] {
  const entries = new Set((process.env.HUB_OUTBOUND_ALLOW ?? '').split(',').filter((entry) => entry !== ''));
  for (const port of ports) entries.add(`127.0.0.1:${port}`);
  process.env.HUB_OUTBOUND_ALLOW = [...entries].join(',');
  return ports;
}

/** A loopback port held by holdRefusingPort; `close` lets it go (call it in afterAll or finally). */
export interface RefusingPort {
  host: '127.0.0.1';
  port: number;
  close(): Promise<void>;
}

/**
 * A loopback port nobody listens on, and nobody can while it is held: the local end of a connection
 * this process keeps open to a server of its own. A connection to it is refused (no listener), and no
 * other server can take the port (a closed server's port can be, by any server that listens on port 0
 * meanwhile, and then answers). Opened to the outbound policy, as a stand-in's port.
 */
export async function holdRefusingPort(): Promise<RefusingPort> {
  const ends = new Set<Socket>();
  const keep = (socket: Socket) => {
    ends.add(socket);
    socket.on('error', () => undefined);
  };
  const peer = createServer(keep);
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const holder = connect({ host: '127.0.0.1', port: (peer.address() as AddressInfo).port });
  keep(holder);
  const close = () =>
    new Promise<void>((resolve) => {
      for (const s of ends) s.destroy();
      peer.close(() => resolve());
    });
  try {
    await new Promise<void>((resolve, reject) => {
      holder.once('connect', resolve);
      holder.once('error', reject);
    });
  } catch (error) {
    await close();
    throw error;
  }
  const [port] = allowOutboundTo(holder.localPort!);
  return { host: '127.0.0.1', port: port!, close };
}
