/** svc-notify owns the PostgreSQL schema "notify" (its SQL is in this folder's modules). */
export const NOTIFY_SCHEMA = 'notify';
