import { epcAsciiText, type RfidConfig } from '@hub/contracts';

/** An EPC as stored (hex), with its text beside it when the RFID config is ASCII; always left to right. */
export function EpcText({ epc, config, className }: { epc: string; config: Pick<RfidConfig, 'encoding'>; className?: string }) {
  const text = config.encoding === 'ASCII' ? epcAsciiText(epc) : null;
  return (
    <span className={className} dir="ltr">
      {text ? `${text} (${epc})` : epc}
    </span>
  );
}
