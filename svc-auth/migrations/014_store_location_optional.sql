-- Issue 28 item 5: a store without coordinates has none (null), not 0,0 (a point in the Gulf of Guinea,
-- where the map drew such stores). Both are null or neither. Stores saved at exactly 0,0 were saved
-- without coordinates (the form and the API defaulted to 0,0), so they lose them; the next store event
-- carries null to the replicas (kit migration store-replicas/kit_006 clears theirs alike).
alter table auth.stores alter column lat drop not null, alter column lat drop default,
                        alter column lng drop not null, alter column lng drop default;
update auth.stores set lat = null, lng = null where lat = 0 and lng = 0;
alter table auth.stores add constraint stores_location_whole check ((lat is null) = (lng is null));
