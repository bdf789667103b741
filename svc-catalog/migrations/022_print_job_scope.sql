-- RFID printing follow-up (issue 14 items 3 and 4).
--
-- The stores of a job's labels, so that a store-bound user's job list, job and cancel see only the jobs
-- whose every label is in the user's stores (filled from the labels for jobs made before).
alter table catalog.print_jobs add column stores text[] not null default '{}';
update catalog.print_jobs j
   set stores = coalesce((select array_agg(distinct i.sid order by i.sid) from catalog.print_job_items i where i.job_id = j.id), '{}');

-- An ended job keeps its lease while labels of it are still SENDING (it was cancelled while a worker
-- was sending them): once the lease ran out, those labels end as interrupted (PRN110). This finds them.
create index print_jobs_ended_leased_idx on catalog.print_jobs (lease_until) where lease_owner is not null and status in ('DONE', 'FAILED', 'CANCELLED');
