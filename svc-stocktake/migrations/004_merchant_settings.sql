-- The global config's stock-take switches (svc-catalog owns the global config and publishes each change,
-- hub.catalog.global-config-changed.v1): allowPushStocktake pushes each count's changes to the merchant's
-- open screens and tablets; allowReportCaching lets browsers and tablets keep report answers a while.
create table stocktake.merchant_settings (
  merchant_id text primary key,
  allow_push_stocktake boolean not null default false,
  allow_report_caching boolean not null default false,
  updated_at timestamptz not null default now()
);
