-- Issue 26 item 7 (found measuring a second client during an import): a count's confidence looks up,
-- for each missing product, its lines in the store's earlier counts, walking the counts back by start
-- time. With the index on product_code alone each lookup read every earlier line of the product and
-- filtered them by count (O(counts) per product, O(counts²) per store over time: 1.1–1.8 s per save
-- after 180 counts of one store). Keyed by product and count, each lookup is one index probe.
create index stocktake_lines_code_count_idx on stocktake.stocktake_lines (product_code, stocktake) include (kind) where kind in ('counted', 'missing');
drop index stocktake.stocktake_lines_code_idx;
