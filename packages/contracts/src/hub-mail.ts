/**
 * The hub's own mail server is not set (no SMTP_HOST): the operator's fault, not the merchant's
 * (issue 28 item 5). A channel's health and a delivery store this code; merchants read its message
 * ("E-mail is not set up on this hub; ask the provider"), the operator's words go to the log and to
 * provider roles only.
 */
export const HUB_MAIL_NOT_SET_UP = 'NC113';
export const HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS = 'e-mail is not configured: SMTP_HOST is not set';

/** Whether a stored error is the hub's missing mail server: its code, or the operator's words stored before issue 28. */
export function isHubMailNotSetUp(error: string | null | undefined): boolean {
  return error === HUB_MAIL_NOT_SET_UP || error === HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS;
}
