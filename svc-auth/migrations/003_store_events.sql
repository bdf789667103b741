-- Store changes are published as events: a revision per store, bumped on every change (replicas
-- apply only newer revisions). Audit entries arrive as events from every service: their id and service.
alter table auth.stores add column revision int not null default 1;
alter table auth.audit_entries add column service text not null default 'svc-auth';
alter table auth.audit_entries add column event_id text;
create unique index audit_entries_event_idx on auth.audit_entries (event_id) where event_id is not null;
