-- Comments rules the service enforces: removal by the author is kept as a processing status (the row
-- stays so its replies keep their parent), a lock date ends the edit window early, and guests who post
-- under a name are users without a login.
alter table content add column processing_status text check (processing_status in ('removed', 'spam', 'disabled'));
alter table content add column date_locked timestamptz;
alter table users add column anonymous boolean not null default false;
create index content_top_level on content (content_container_uuid, date_created desc) where parent_uuid is null;
create index content_replies on content (parent_uuid, date_created);
create index content_actor on content (actor_uuid, date_created desc);
create index reactions_user on reactions (user_uuid, content_uuid);
