-- Username pre-moderation (document 1 §3, §6; document 2 §3, §6: the site's enable_username_premoderation).
-- While it is on, a new name a reader (not a social user, not a moderator) chooses waits in
-- username_pending with the status pending_update (pending_new for the name chosen at sign-up) until a
-- moderator approves it (it becomes the name, approved) or rejects it (it goes, rejected); everyone else
-- keeps seeing the name the account had. The pending name's key (examples/server/text.ts nameKey) holds
-- it while it waits, so nobody else takes it meanwhile; username_requested orders the moderators' queue.
alter table users add column username_pending text;
alter table users add column username_pending_key text;
alter table users add column username_requested timestamptz;

-- "Is this name taken on the site?" asks the pending names too.
create index users_pending_name_key on users (section_uuid, username_pending_key) where username_pending_key is not null;
-- The moderators' queue: the site's names waiting, oldest first.
create index users_username_queue on users (section_uuid, username_requested) where username_pending is not null;
