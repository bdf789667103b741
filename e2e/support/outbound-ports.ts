// The stand-ins the journeys aim the hub at (issue 25): fixed ports beside the hub's, so the hub is
// started with exactly these opened to its outbound policy (HUB_OUTBOUND_ALLOW) and nothing else on
// loopback. A journey that aims the hub at a port not listed here is refused like any merchant would be.

/**
 * The ports: the stand-in printer, a printer port nothing listens on, the FTP import source, and the
 * first-catalogue journey's own stand-in printer (it runs beside the printing journey).
 */
export function e2eOutboundPorts(hubPort = Number(process.env.HUB_E2E_PORT ?? 8181)): { printer: number; deadPrinter: number; ftp: number; firstPrinter: number } {
  return { printer: hubPort + 11000, deadPrinter: hubPort + 11001, ftp: hubPort + 11002, firstPrinter: hubPort + 11003 };
}

/** HUB_OUTBOUND_ALLOW of the e2e hub: each stand-in's port on 127.0.0.1, no wider. */
export function e2eOutboundAllow(hubPort?: number): string {
  return Object.values(e2eOutboundPorts(hubPort))
    .map((port) => `127.0.0.1:${port}`)
    .join(',');
}
