-- Issue 5 item 8: gold rates per merchant with their history (spec section 3, "Gold rate"). A rate
-- applies from its effective date until a newer one; the rates in force on a day are the newest
-- per gold type on or before it.
create table catalog.gold_rates (
  id bigserial primary key,
  merchant_id text not null,
  gold_type text not null,
  grams numeric(12, 4) not null check (grams > 0),
  display_rate numeric(14, 2) not null check (display_rate > 0),
  effective_date date not null,
  created_by text,
  created_at timestamptz not null default now()
);
create index gold_rates_current_idx on catalog.gold_rates (merchant_id, gold_type, effective_date desc, id desc);
