-- The calendar view sums a month's audit items per day (issue 12 item 4, benchmark: 300 stores x 31
-- days in 300 ms): an index holding every column it reads, so the month is read from the index alone.
create index stocktakes_calendar_idx on stocktake.stocktakes (merchant_id, report_day) include (sid, status, missing_count);
