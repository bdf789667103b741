-- Which version of the global config's announcement each merchant's stored config has been published
-- in (hub.catalog.global-config-changed.v1). A config saved before a service began to keep its own copy
-- (svc-stocktake's switches, svc-import's image settings) is published again once at start, so every
-- consumer knows it without waiting for the merchant's next save.
alter table catalog.global_configs add column announced_version integer not null default 0;
