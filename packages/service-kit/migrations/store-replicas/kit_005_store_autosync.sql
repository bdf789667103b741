-- The store's autosync (spec section 3) in every service's replica: svc-import schedules its runs (issue 13).
-- Null until the store's next event after this migration brings it (events older than issue 13 lack it).
alter table {{schema}}.store_replicas add column if not exists autosync jsonb;
