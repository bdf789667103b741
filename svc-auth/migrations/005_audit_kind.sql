-- Issue 4 item 8, the audit trail read API: each entry's entity (e.g. `store`), the store it concerns
-- (when there is one) and the kind of role activity (system, default or custom) the
-- ACTIVITIES_READ_PREVIEW_* family filters on. Existing rows: entity from the action's prefix; kind
-- 'system' for entries without a user or by a provider role, else 'default'.
alter table auth.audit_entries add column entity text not null default '';
alter table auth.audit_entries add column store_code text;
alter table auth.audit_entries add column kind text not null default 'default';
update auth.audit_entries set entity = split_part(action, '.', 1);
update auth.audit_entries a set kind = 'system'
  where a.user_id is null
     or exists (select 1 from auth.users u where u.id = a.user_id and u.role_name in ('SADMIN', 'SUPPORT'));
alter table auth.audit_entries add constraint audit_entries_kind_check check (kind in ('system', 'default', 'custom'));
create index audit_entries_merchant_kind_idx on auth.audit_entries (merchant_id, kind, created_at desc);
