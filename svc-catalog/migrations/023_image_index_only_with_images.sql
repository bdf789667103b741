-- Issue 26 item 2 (docs/adr/0031-product-write-cost.md): the image base-name index holds only the
-- products that have an image. A GIN index keeps an entry for every row, an empty array included, so
-- every product of an import without image names paid for this index (about 6 % of a fresh insert into
-- catalog.products, bench/import/index-costs.mjs) although image matching (src/db/product-images.ts)
-- can only ever find a product by one of its images. The matching query says the same condition, so it
-- is served by this partial index on PGlite and on the server alike.
drop index if exists catalog.products_image_base_idx;
create index products_image_base_idx on catalog.products using gin (catalog.image_base_names(image_name))
  where cardinality(image_name) > 0;
