-- Issue 12 item 2: what the stock-take app reads. A product row remembers the transaction that wrote
-- it last (`changed_xid`); the version a tablet holds is the snapshot of its last sync, and "changed
-- since" is every row whose writer that snapshot could not see (pg_visible_in_snapshot): exact even
-- with imports committing while the tablet reads, unlike a timestamp or a sequence number.
alter table catalog.products add column changed_xid xid8 not null default pg_current_xact_id();
create index products_store_changed_idx on catalog.products (merchant_id, sid, changed_xid);

-- svc-stocktake's stock-take and report configs as it last published them (hub.stocktake.config-saved.v1).
create table catalog.stocktake_configs (
  merchant_id text not null,
  kind text not null check (kind in ('stocktake', 'report')),
  config jsonb not null,
  updated_at timestamptz not null,
  primary key (merchant_id, kind)
);
