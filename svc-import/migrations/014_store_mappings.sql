-- Issue 28 item 2, "several mappings (per supplier, per source, per store)": the mapping a store's
-- import starts with, chosen by the merchant for the store (one per store; none: the default mapping).
-- An upload still chooses its mapping; deleting a mapping forgets the stores that started with it.
create table "import".store_mappings (
  merchant_id text not null,
  sid text not null,
  mapping_id text not null,
  primary key (merchant_id, sid),
  foreign key (merchant_id, mapping_id) references "import".data_mappings (merchant_id, id) on delete cascade
);
