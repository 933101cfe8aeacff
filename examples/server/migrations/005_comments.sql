-- Comments rules the service enforces: removal by the author is kept as a processing status (the row
-- stays so its replies keep their parent), a lock date ends the edit window early, and guests who post
-- under a name are users without a login.
alter table content add column processing_status text check (processing_status in ('removed', 'spam', 'disabled'));
alter table content add column date_locked timestamptz;
alter table users add column anonymous boolean not null default false;

-- One index per order of a container's top-level list (comments/cursor.ts), so a page of a 1,000-thread
-- container reads its twenty rows and stops. Pins lead every order; "oldest" runs forwards, so its pin
-- key is negated to keep one direction.
create index content_newest on content (content_container_uuid, is_pinned, date_created, content_uuid) where parent_uuid is null;
create index content_oldest on content (content_container_uuid, (not is_pinned), date_created, content_uuid) where parent_uuid is null;
create index content_likes on content (content_container_uuid, is_pinned, total_likes, date_created, content_uuid) where parent_uuid is null;
create index content_replies_count on content (content_container_uuid, is_pinned, total_replies, date_created, content_uuid) where parent_uuid is null;
create index content_picks on content (content_container_uuid, is_pinned, is_picked, date_created, content_uuid) where parent_uuid is null;
-- Tabs (picks, top comments) and the replies of a comment, oldest first.
create index content_top_level on content (content_container_uuid, date_created, content_uuid) where parent_uuid is null;
create index content_replies on content (parent_uuid, date_created, content_uuid);
create index content_actor on content (actor_uuid, date_created desc);
create index reactions_user on reactions (user_uuid, content_uuid);
