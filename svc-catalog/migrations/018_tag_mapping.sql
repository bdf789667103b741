-- Issue 14 items 1 and 2: the RFID config (one more kind of config document) and reusable tag mapping.
alter table catalog.config_documents drop constraint if exists config_documents_kind_check;
alter table catalog.config_documents add constraint config_documents_kind_check
  check (kind in ('data-mapping', 'product-details', 'filter', 'pre-filter', 'catalog-view', 'rfid'));

-- A product's first (primary) tag stays in products.rfid_tag, where imports, searches, the stock-take
-- app and printing read it; the tags a product carries besides it (RFID config: multiple tags) are
-- here, one row per tag. An EPC is unique within the merchant across both: the unique key below holds
-- it among the extra tags, and tag mapping (src/db/tag-mapping.ts, one merchant at a time under an
-- advisory lock) checks products.rfid_tag, as imports do (PDFV107). A product's extra tags exist only
-- while it has a primary tag: unmapping the primary promotes the oldest extra tag.
create table catalog.product_tags (
  merchant_id text not null,
  epc text not null,
  -- No foreign key, as for the stock-take history: imports replace products in bulk.
  product_id bigint not null,
  mapped_at timestamptz not null default now(),
  primary key (merchant_id, epc)
);
create index product_tags_product_idx on catalog.product_tags (product_id);

-- Each tag's history across reuse. A product is named by its store and code (what stays when an
-- import replaces its row). MOVED names both: the product the tag went to (sid, product_code) and the
-- one it came from (from_*). `ref` ties entries to what made them, so that a count reconciled again
-- replaces its SEEN_IN_STOCKTAKE entries (the count's key), and a print job may find its PRINTED ones.
create table catalog.tag_events (
  id bigint generated always as identity primary key,
  merchant_id text not null,
  epc text not null,
  kind text not null check (kind in ('MAPPED', 'UNMAPPED', 'MOVED', 'PRINTED', 'VOIDED', 'SEEN_IN_STOCKTAKE')),
  sid text,
  product_code text,
  from_sid text,
  from_product_code text,
  ref text,
  details jsonb not null default '{}',
  user_id text,
  at timestamptz not null default now()
);
create index tag_events_epc_idx on catalog.tag_events (merchant_id, epc, id);
create index tag_events_product_idx on catalog.tag_events (merchant_id, sid, product_code, id);
create index tag_events_from_product_idx on catalog.tag_events (merchant_id, from_sid, from_product_code, id) where from_sid is not null;
create index tag_events_ref_idx on catalog.tag_events (merchant_id, ref) where ref is not null;
