-- Issue 28 item 2 (ADR 0040): a merchant keeps several named data mappings and each import chooses
-- one. The default mapping ('default') is svc-catalog's data mapping, kept from its
-- hub.catalog.data-mapping-changed.v1 as the replica of 004 was (newest revision wins; config null:
-- not saved or deleted); the others are svc-import's own, revision + 1 on every save of their config.
-- The merchant's single mapping becomes its default mapping, named "Default".
create table "import".data_mappings (
  merchant_id text not null,
  id text not null default gen_random_uuid()::text,
  name text not null,
  config jsonb,
  revision int not null default 0,
  updated_by text,
  updated_at timestamptz not null default now(),
  primary key (merchant_id, id)
);
create unique index data_mappings_name_idx on "import".data_mappings (merchant_id, lower(name));
insert into "import".data_mappings (merchant_id, id, name, config, revision, updated_at)
  select merchant_id, 'default', 'Default', config, revision, updated_at from "import".data_mapping_replicas;
drop table "import".data_mapping_replicas;

-- The mapping an import reads its rows with (null: a job from before), its name and the revision its
-- check read; the mapping a source imports with.
alter table "import".import_jobs add column mapping_id text;
alter table "import".import_jobs add column mapping_name text;
alter table "import".import_jobs add column mapping_revision int;
alter table "import".import_sources add column mapping_id text not null default 'default';
