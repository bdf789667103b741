import { codeWording } from '../../i18n/codeWording';

/** A rule's code and its wording, as shown beside the input that breaks it ("CPD100 · Section name cannot be empty"). */
export function issueText(code: string | undefined): string | undefined {
  return code ? `${code} · ${codeWording(code)}` : undefined;
}
