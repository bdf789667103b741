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
