-- Issue 4 item 6: svc-notify's e-mail channel. One row per mail to send: its state (pending → sent, or
-- failed once the attempts are spent or the mail is no longer worth sending), the attempts made and
-- the last error. `payload` holds what the mail is built from (it contains the reset link) only while
-- the mail is pending: it is cleared once the mail is sent or given up.
create table notify.email_deliveries (
  id uuid primary key default gen_random_uuid(),
  event_id text not null unique,
  merchant_id text not null,
  kind text not null check (kind in ('password-reset')),
  recipient text not null,
  locale text not null,
  payload jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts int not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  -- a mail not sent by then is given up (a reset link past its expiry is useless)
  send_before timestamptz,
  message_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_deliveries_due_idx on notify.email_deliveries (next_attempt_at) where status = 'pending';
create index email_deliveries_merchant_idx on notify.email_deliveries (merchant_id, created_at desc);
