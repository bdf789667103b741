-- Issue 28 item 5: a replicated store without coordinates has none (null), not 0,0, as in svc-auth's
-- stores (its migration 014, which also takes 0,0 for "none": the old default).
alter table {{schema}}.store_replicas alter column lat drop not null, alter column lat drop default,
                                      alter column lng drop not null, alter column lng drop default;
update {{schema}}.store_replicas set lat = null, lng = null where lat = 0 and lng = 0;
