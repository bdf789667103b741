/**
 * Multipart input the client got wrong (issue 25 item 5): a file name holding U+0000 (raw, a part
 * header busboy cannot parse; or percent-encoded, a name no database text holds) is 400 IP100, not
 * a storage failure (500).
 */

/** A part header, a content type or a form busboy could not parse: the request's fault. */
export function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !('code' in error) && /^(Malformed |Multipart: Boundary not found$)/.test(error.message);
}

/** A file name that carries U+0000 (refused as it arrives, IP100). */
export function hasNulCharacter(fileName: string): boolean {
  return fileName.includes('\u0000');
}
