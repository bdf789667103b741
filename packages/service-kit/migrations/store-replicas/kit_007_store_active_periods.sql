-- Issue 29 item 4: when each replicated store was active, kept as history, so a day of the past is
-- read against the stores active on that day (the stock-take calendar), not against today's stores.
-- A period starts when a store is created or made active again and ends when it is deactivated, at
-- the time of svc-auth's event. active_from null: active since before this history was kept.
create table {{schema}}.store_active_periods (
  merchant_id text not null,
  code text not null,
  active_from timestamptz,
  active_until timestamptz,
  check (active_until is null or active_from is null or active_until >= active_from)
);
create index store_active_periods_store_idx on {{schema}}.store_active_periods (merchant_id, code);
-- At most one open period per store.
create unique index store_active_periods_open_idx on {{schema}}.store_active_periods (merchant_id, code) where active_until is null;

-- The stores known now: active since ever; an inactive one until its replica's last change.
insert into {{schema}}.store_active_periods (merchant_id, code, active_from, active_until)
select merchant_id, code, null, case when active then null else updated_at end from {{schema}}.store_replicas;
