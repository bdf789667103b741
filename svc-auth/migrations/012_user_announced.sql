-- What svc-auth last published of each user in hub.auth.user-changed.v1 (svc-notify's recipients): the
-- md5 of the announced fields. A user whose current fields differ (created before the event existed, a
-- deployment that upgrades, a change made where no event was written) is published again at the next
-- start, so the other services' user replicas heal themselves. Null: never announced.
alter table auth.users add column announced_state text;
