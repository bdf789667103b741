-- Issue 15 item 6: svc-auth's banner keeps a replica of every merchant's licences, fed by
-- hub.stocktake.licence-changed.v1. `version` grows with each change of a licence (the replica keeps the
-- highest); `announced_version` is the version last published. A licence whose version was never
-- published (stored before the event existed: the demo seed, keys' licences of an earlier deployment)
-- is published once at the next start, so existing deployments heal themselves.
alter table stocktake.licences add column version integer not null default 1;
alter table stocktake.licences add column announced_version integer not null default 0;
create index licences_unannounced_idx on stocktake.licences (id) where announced_version < version;
