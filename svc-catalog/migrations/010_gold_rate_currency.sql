-- Issue 9: a gold rate is in a currency (ISO 4217), and only a rate in an item's own currency may
-- value it. The rates in force are the newest per gold type and currency.
alter table catalog.gold_rates add column currency text check (currency is null or currency ~ '^[A-Z]{3}$');

-- Rates entered before had no currency; they were meant for the merchant's goods, so they take the
-- currency most of the merchant's products are priced in (their `currency` field). A merchant whose
-- products carry no currency keeps them without one: they stay in the history and value nothing.
with counted as (
  select merchant_id, fields->>'currency' as currency, count(*) as n
    from catalog.products
   where merchant_id in (select distinct merchant_id from catalog.gold_rates)
     and fields->>'currency' ~ '^[A-Z]{3}$'
   group by 1, 2
), main as (
  select distinct on (merchant_id) merchant_id, currency from counted order by merchant_id, n desc, currency
)
update catalog.gold_rates g set currency = main.currency from main where g.merchant_id = main.merchant_id and g.currency is null;

drop index catalog.gold_rates_current_idx;
create index gold_rates_current_idx on catalog.gold_rates (merchant_id, currency, gold_type, effective_date desc, id desc);
