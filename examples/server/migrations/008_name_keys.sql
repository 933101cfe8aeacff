-- Account names are unique on a site by their key (examples/server/text.ts nameKey): case, compatibility
-- forms, invisible characters and look-alike letters folded, so "аdmin" with a Cyrillic а is not a
-- second "admin". The key is made by the service (Unicode's tables are not in SQL); names written
-- before this migration get theirs the first time a name on their site is checked. Not a unique index:
-- names that came from a publisher's identity provider, and older duplicates, are kept as they are; a
-- sign-up or rename takes an advisory lock on the key while it checks and writes.
alter table users add column name_key text;
create index users_name_key on users (section_uuid, name_key) where not anonymous;
create index users_name_key_missing on users (section_uuid) where name_key is null and not anonymous;
