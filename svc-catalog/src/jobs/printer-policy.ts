import { PRINT_FAILURE_REASONS } from '@hub/contracts';
import { AppError, OutboundRefusedError, outboundPolicy, outboundRefusalDetails, type ServiceEventing } from '@hub/service-kit';

/** Who made the hub connect (the audit entry's user and address): null for the print worker itself. */
export interface PrinterCaller {
  userId: string | null;
  ip: string | null;
}

/** Records a printer address the outbound policy refused (issue 25) in the audit trail, in a transaction of its own. */
export async function auditRefusedPrinter(eventing: ServiceEventing, merchantId: string, caller: PrinterCaller, error: OutboundRefusedError): Promise<void> {
  await eventing.transaction(async (_tx, emit) => {
    await emit(eventing.auditEvent(merchantId, { userId: caller.userId, action: 'outbound.refused', details: outboundRefusalDetails(error, 'PRINTER'), ip: caller.ip }));
  });
}

/**
 * Checks a printer's address before it is saved or a job is queued to it (issue 25): a literal address
 * the policy refuses, or a name that resolves to one (loopback, link-local and metadata, the hub's own
 * hosts), is recorded in the audit trail and answered 400 PRN112. A name that does not resolve now
 * passes: every connection resolves and checks it again.
 */
export async function refuseBlockedPrinter(eventing: ServiceEventing, merchantId: string, caller: PrinterCaller, address: { host: string; port: number }): Promise<void> {
  try {
    await outboundPolicy().resolve('PRINTER', address.host, address.port);
  } catch (error) {
    if (!(error instanceof OutboundRefusedError)) throw error;
    if (error.refusal === 'UNRESOLVED') return;
    await auditRefusedPrinter(eventing, merchantId, caller, error);
    throw new AppError(PRINT_FAILURE_REASONS.NOT_ALLOWED, 400, [{ path: 'host' }]);
  }
}
