-- Reads and writes that stay flat as a thread grows (issue 20).
--
-- Counters kept in the container's row: its counted content (visible and not removed, spam or disabled)
-- and how much of it is picked or a top comment. A read of the totals takes them from here and only
-- subtracts what hidden authors (an active ghost or hide ban) wrote in the container, found through
-- their own rows, instead of counting the thread on every read and every post. Kept by triggers, so a
-- change made by any writer (a moderator's SQL too) keeps them right.
alter table containers add column total_visible integer not null default 0;
alter table containers add column total_picked integer not null default 0;
alter table containers add column total_top integer not null default 0;
update containers ct set total_visible = n.visible, total_picked = n.picked, total_top = n.top
  from (select content_container_uuid, count(*)::int as visible, count(*) filter (where is_picked)::int as picked, count(*) filter (where is_top_comment)::int as top
        from content where state = 'visible' and processing_status is null group by content_container_uuid) n
  where ct.content_container_uuid = n.content_container_uuid;

-- Rows added or removed: one update per container per statement (a seed of thousands is one each).
create function content_counted_rows() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update containers ct set total_visible = ct.total_visible + d.visible, total_picked = ct.total_picked + d.picked, total_top = ct.total_top + d.top
      from (select content_container_uuid, count(*)::int as visible, count(*) filter (where is_picked)::int as picked, count(*) filter (where is_top_comment)::int as top
            from added where state = 'visible' and processing_status is null group by content_container_uuid) d
      where ct.content_container_uuid = d.content_container_uuid;
  else
    update containers ct set total_visible = ct.total_visible - d.visible, total_picked = ct.total_picked - d.picked, total_top = ct.total_top - d.top
      from (select content_container_uuid, count(*)::int as visible, count(*) filter (where is_picked)::int as picked, count(*) filter (where is_top_comment)::int as top
            from removed where state = 'visible' and processing_status is null group by content_container_uuid) d
      where ct.content_container_uuid = d.content_container_uuid;
  end if;
  return null;
end $$;
create trigger content_counted_insert after insert on content referencing new table as added for each statement execute function content_counted_rows();
create trigger content_counted_delete after delete on content referencing old table as removed for each statement execute function content_counted_rows();

-- A row whose counted state changes: only then (a like or an edit does not fire it).
create function content_counted_change() returns trigger language plpgsql as $$
begin
  if old.state = 'visible' and old.processing_status is null then
    update containers set total_visible = total_visible - 1, total_picked = total_picked - old.is_picked::int, total_top = total_top - old.is_top_comment::int
      where content_container_uuid = old.content_container_uuid;
  end if;
  if new.state = 'visible' and new.processing_status is null then
    update containers set total_visible = total_visible + 1, total_picked = total_picked + new.is_picked::int, total_top = total_top + new.is_top_comment::int
      where content_container_uuid = new.content_container_uuid;
  end if;
  return null;
end $$;
create trigger content_counted_update after update of state, processing_status, is_picked, is_top_comment, content_container_uuid on content for each row
  when (old.state is distinct from new.state or old.processing_status is distinct from new.processing_status or old.is_picked <> new.is_picked
        or old.is_top_comment <> new.is_top_comment or old.content_container_uuid <> new.content_container_uuid)
  execute function content_counted_change();

-- Cached thread pages (examples/server/comments/page-cache.ts) are invalidated by the database: a change
-- that can alter what a thread shows NOTIFYs the realtime hub's channel with "!" and the container's UUID,
-- or "!*" when it can alter any thread (an author's name or picture, a ban). Every instance hears it,
-- whoever made the change; identical notifications in one transaction arrive once.
create function content_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('vf_realtime', '!' || c) from (select distinct content_container_uuid as c from removed) x;
  else
    perform pg_notify('vf_realtime', '!' || c) from (select distinct content_container_uuid as c from changed) x;
  end if;
  if tg_op = 'UPDATE' then
    perform pg_notify('vf_realtime', '!' || c) from (select distinct content_container_uuid as c from removed) x;
  end if;
  return null;
end $$;
create trigger content_changed_insert after insert on content referencing new table as changed for each statement execute function content_changed();
create trigger content_changed_update after update on content referencing old table as removed new table as changed for each statement execute function content_changed();
create trigger content_changed_delete after delete on content referencing old table as removed for each statement execute function content_changed();

create function container_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('vf_realtime', '!' || new.content_container_uuid);
  return null;
end $$;
create trigger container_changed after update on containers for each row execute function container_changed();

create function page_status_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('vf_realtime', '!' || content_container_uuid) from containers where page_uuid = new.uuid;
  return null;
end $$;
create trigger page_status_changed after update of status on pages for each row when (old.status is distinct from new.status) execute function page_status_changed();

create function everything_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('vf_realtime', '!*');
  return null;
end $$;
create trigger author_changed after update of name, pic_small, pic_large, badge_trusted, user_privilege on users for each row
  when (old.name is distinct from new.name or old.pic_small is distinct from new.pic_small or old.pic_large is distinct from new.pic_large
        or old.badge_trusted <> new.badge_trusted or old.user_privilege <> new.user_privilege)
  execute function everything_changed();
create trigger ban_changed after insert or update or delete on bans for each statement execute function everything_changed();

-- Indexes for every list's order and for the questions above. A comment's replies oldest first, now
-- carrying what visibility is decided by: a page's first replies are read from it in order and no further
-- than shown (without them the planner, expecting a couple of replies a comment, read and sorted every
-- reply of a comment with hundreds). A user's comments newest first, ties by UUID as the keyset cursor
-- has them (comments/cursor.ts); an author's rows per container (hidden authors' share of the totals, the
-- reader's own awaiting comments); the featured and top tabs, which list few rows of a big thread; every
-- comment of a container in time order (the legacy flat list).
drop index content_replies;
create index content_replies on content (parent_uuid, date_created, content_uuid) include (state, processing_status, actor_uuid, total_direct_replies);
drop index content_actor;
create index content_actor on content (actor_uuid, date_created, content_uuid);
create index content_actor_container on content (actor_uuid, content_container_uuid);
create index content_picked on content (content_container_uuid, date_created, content_uuid) where parent_uuid is null and is_picked;
create index content_top_comments on content (content_container_uuid, date_created, content_uuid) where parent_uuid is null and is_top_comment;
create index content_all on content (content_container_uuid, date_created, content_uuid);
-- No query reads these any more (the lists above and the replies index answer every one), and each
-- costs every write: a thread's rows by parent, the top-level rows in time order, the rows of a thread.
drop index content_list;
drop index content_top_level;
drop index content_thread;
-- Sign-in and sign-up find an account by its e-mail whatever its case.
create index users_email_lower on users (lower(email));
-- A password reset ends every session of the account.
create index refresh_tokens_user on refresh_tokens (user_uuid);
-- Most comments have no replies and the rest a few, so the planner, expecting a couple of rows for
-- "the replies of this comment", would read a popular comment's hundreds of replies and sort them to
-- show its first two. Telling it a parent has some dozens (one distinct parent per fifty rows) makes it
-- walk the replies index in order and stop at the page's end (taken at the next ANALYZE).
alter table content alter column parent_uuid set (n_distinct = -0.02);
