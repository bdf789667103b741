-- Issue 5 items 1 to 3: the catalogue configs kept as one JSON document per merchant and kind
-- (data-mapping, product-details, filter, pre-filter, catalog-view). revision increases on every
-- save; consumers of the data mapping (svc-import) keep the newest revision they were sent.
create table catalog.config_documents (
  merchant_id text not null,
  kind text not null check (kind in ('data-mapping', 'product-details', 'filter', 'pre-filter', 'catalog-view')),
  config jsonb not null,
  revision int not null default 1,
  -- A deleted document stays as a tombstone so that its revision keeps growing after a new save.
  deleted boolean not null default false,
  updated_by text,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, kind)
);
