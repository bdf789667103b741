-- Issue 9: a store prices in a currency (ISO 4217). Stores stored before get one when svc-auth starts
-- (migrateAuth: their country's usual currency, else the merchant's most used, else USD); a new
-- store without one takes the same default, an edited one keeps its own.
alter table auth.stores add column currency text check (currency is null or currency ~ '^[A-Z]{3}$');
