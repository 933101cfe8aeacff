-- Account names are unique on a site by their key (examples/server/text.ts nameKey): case, compatibility
-- forms, invisible characters and look-alike letters folded, so "аdmin" with a Cyrillic а is not a
-- second "admin". The key is made by the service (Unicode's tables are not in SQL); names written
-- before this migration get theirs the first time a name on their site is checked. Not a unique index:
-- names that came from a publisher's identity provider, and older duplicates, are kept as they are; a
-- sign-up or rename takes an advisory lock on the key while it checks and writes.
alter table users add column name_key text;
create index users_name_key on users (section_uuid, name_key) where not anonymous;
create index users_name_key_missing on users (section_uuid) where name_key is null and not anonymous;

-- Names are stored without bidi controls and invisible characters (kernel/lib/text.ts cleanName), which
-- reorder a name even inside <bdi>: names written before that rule lose them too, unless nothing would
-- be left of the name.
update users set name = btrim(regexp_replace(name, '[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060-\u2064\uFEFF\u00AD\u180E\u115F\u1160\u3164\uFFA0]', '', 'g'))
  where name ~ '[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060-\u2064\uFEFF\u00AD\u180E\u115F\u1160\u3164\uFFA0]'
    and btrim(regexp_replace(name, '[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060-\u2064\uFEFF\u00AD\u180E\u115F\u1160\u3164\uFFA0]', '', 'g')) <> '';
