-- Issue 25 item 5: the merchant's RFID config as svc-catalog last published it
-- (hub.catalog.rfid-config-changed.v1): an import under a HEX config refuses tags that are not hex.
-- No row: no config published yet, tags are not checked against one.
create table "import".rfid_settings (
  merchant_id text primary key,
  encoding text not null check (encoding in ('HEX', 'ASCII')),
  length integer not null,
  updated_at timestamptz not null default now()
);
