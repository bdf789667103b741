/**
 * Upper bounds for strings the contracts declare without a tighter one of their own (issue 9 item 3:
 * every string has a maximum length). Fields with a meaning of their own (names, codes, e-mails)
 * carry their own, smaller limits where they are declared.
 */
export const TEXT_MAX = 1000;
/** Tokens and hashes: JWTs with a few dozen permission strings stay well below this. */
export const TOKEN_MAX = 8192;
/** Keys of free-form records (filters, counts, details). */
export const RECORD_KEY_MAX = 200;
