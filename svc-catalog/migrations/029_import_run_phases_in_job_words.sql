-- Issue 26 item 5: one status vocabulary for an import. An import run's phase takes the job's words
-- (@hub/contracts IMPORT_RUN_PHASES): STAGE becomes CHECKING while the check goes on and PLANNING once
-- it has ended (checked), PLANNED becomes READY, APPLY IMPORTING, DONE FINISHED, and a cancel asked but
-- not yet carried out (CANCEL) CANCELLING.
drop index if exists catalog.import_runs_claim_idx;
alter table catalog.import_runs drop constraint if exists import_runs_phase_check;
update catalog.import_runs set phase = case phase
  when 'STAGE' then case when checked then 'PLANNING' else 'CHECKING' end
  when 'PLANNED' then 'READY'
  when 'APPLY' then 'IMPORTING'
  when 'DONE' then 'FINISHED'
  when 'CANCEL' then 'CANCELLING'
  else phase end;
alter table catalog.import_runs add constraint import_runs_phase_check
  check (phase in ('CHECKING', 'PLANNING', 'READY', 'IMPORTING', 'FINISHED', 'FAILED', 'CANCELLING', 'CANCELLED'));
create index import_runs_claim_idx on catalog.import_runs (created_at) where phase in ('CHECKING', 'PLANNING', 'IMPORTING', 'CANCELLING');
