import { reasonOfProblems, type PrinterProblem, type PrinterStatus } from '@hub/contracts';

/**
 * A Zebra printer's host status (ZPL `~HS`): three strings, each framed by STX (0x02) and ETX (0x03)
 * and followed by CR LF.
 * 1. `aaa,b,c,dddd,eee,f,g,h,iii,j,k,l`: communication settings, paper out, pause, label length,
 *    formats in the receive buffer, buffer full, diagnostic mode, partial format, unused, corrupt RAM,
 *    under temperature, over temperature;
 * 2. `mmm,n,o,p,q,r,s,t,uuuuuuuu,v,www`: function settings, unused, head up, ribbon out, thermal
 *    transfer mode, print mode, print width mode, label waiting, labels remaining, format while
 *    printing, graphics stored;
 * 3. `xxxx,y`: password, static RAM installed.
 */

const STX = '\x02';
const ETX = '\x03';

/** The framed strings received so far (complete ones only). */
export function hostStatusStrings(text: string): string[] {
  const strings: string[] = [];
  let at = 0;
  for (;;) {
    const start = text.indexOf(STX, at);
    if (start < 0) return strings;
    const end = text.indexOf(ETX, start + 1);
    if (end < 0) return strings;
    strings.push(text.slice(start + 1, end));
    at = end + 1;
  }
}

/** Has the whole answer to `~HS` arrived (its three strings)? */
export function hostStatusComplete(text: string): boolean {
  return hostStatusStrings(text).length >= 3;
}

const flag = (fields: readonly string[], i: number) => fields[i]?.trim() === '1';

/**
 * What the answer says. An answer that is not a host status (fewer than two strings, or too few
 * fields) counts as a printer error: the printer answered, but not as a ZPL printer would.
 */
export function parseHostStatus(text: string): PrinterStatus {
  const [first, second] = hostStatusStrings(text).map((s) => s.split(','));
  if (!first || !second || first.length < 12 || second.length < 11) {
    const answered = text.length > 0;
    return { ready: false, answered, problems: [], reason: answered ? 'PRN105' : 'PRN100', formatsInBuffer: null };
  }
  const problems: PrinterProblem[] = [];
  if (flag(first, 1)) problems.push('PAPER_OUT');
  if (flag(first, 2)) problems.push('PAUSED');
  if (flag(first, 5)) problems.push('BUFFER_FULL');
  if (flag(first, 9)) problems.push('CORRUPT_RAM');
  if (flag(first, 10)) problems.push('UNDER_TEMPERATURE');
  if (flag(first, 11)) problems.push('OVER_TEMPERATURE');
  if (flag(second, 2)) problems.push('HEAD_OPEN');
  // Ribbon out matters in thermal transfer mode only (direct thermal labels need no ribbon).
  if (flag(second, 3) && flag(second, 4)) problems.push('RIBBON_OUT');
  const formats = Number.parseInt(first[4] ?? '', 10);
  const reason = reasonOfProblems(problems);
  return { ready: reason === null, answered: true, problems, reason, formatsInBuffer: Number.isFinite(formats) ? formats : null };
}

/** A printer that did not answer in time. */
export const SILENT_PRINTER: PrinterStatus = { ready: false, answered: false, problems: [], reason: 'PRN100', formatsInBuffer: null };
