-- Issue 12 item 8: each product's stock-take history (stkHistory) and when a count last saw it.
alter table catalog.products add column last_seen_at timestamptz;
create table catalog.stocktake_history (
  merchant_id text not null,
  -- No foreign key: products are truncated and bulk-replaced by imports; a history row of a product
  -- that is gone is simply never read again.
  product_id bigint not null,
  stocktake_key uuid not null,
  stocktake_id text not null,
  -- The count's store (a misplaced product was seen in another store than its own).
  sid text not null,
  day date not null,
  result text not null check (result in ('counted', 'missing', 'misplaced')),
  recorded_at timestamptz not null default now(),
  primary key (product_id, stocktake_key)
);
