-- Issue 28 item 5: products of the count's store read outside its scope (filters, active products) are
-- their own kind of line, neither counted nor expected ("Counted 430" against "Expected 193" before).
alter table stocktake.stocktake_lines
  drop constraint stocktake_lines_kind_check,
  add constraint stocktake_lines_kind_check check (kind in ('counted', 'missing', 'misplaced', 'unknown', 'outOfScope'));
