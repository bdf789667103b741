-- Issue 15 item 6: the banner's "licence ending within 14 days" reads every merchant's licences as
-- svc-stocktake holds them (requested, issued, a serial key's, the demo's), kept from
-- hub.stocktake.licence-changed.v1 (ADR 0022): one row per licence, the highest version wins.
create table auth.licence_replicas (
  id uuid primary key,
  merchant_id text not null,
  type text not null,
  hardware_type text not null,
  quantity integer not null,
  start_date date not null,
  end_date date,
  status text not null,
  version integer not null,
  updated_at timestamptz not null default now()
);
create index licence_replicas_merchant_idx on auth.licence_replicas (merchant_id);

-- svc-auth's own copy of the serial keys' licences (migration 011) is redundant: svc-stocktake adds each
-- key's licence under the same id and publishes it. Kept as version 0 until svc-stocktake's announcement
-- (any real version) replaces them, so the banner sees them meanwhile.
insert into auth.licence_replicas (id, merchant_id, type, hardware_type, quantity, start_date, end_date, status, version)
select id, merchant_id, type, hardware_type, quantity, start_date, end_date, 'ACTIVE', 0 from auth.merchant_licences
on conflict (id) do nothing;
drop table auth.merchant_licences;
