-- Issue 13 item 3: image import matches each image name to the products whose product code or design
-- number is the name, or one of whose images has it as its name (without folders and extension). One
-- statement per batch of names (src/db/product-images.ts), each part served by an index instead of a
-- scan of the merchant's products: product codes by products_merchant_page_idx, design numbers and the
-- image names' base names by the two below.
create function catalog.image_base_names(names text[]) returns text[]
  language sql immutable parallel safe
  return array(select btrim(regexp_replace(regexp_replace(n, '^.*[\\/]', ''), '^(.+)\.[^.]*$', '\1')) from unnest(names) as n);

create index products_design_number_idx on catalog.products (merchant_id, design_number) where design_number is not null;
create index products_image_base_idx on catalog.products using gin (catalog.image_base_names(image_name));
