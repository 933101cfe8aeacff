-- Notifications as document 2 §3 records them (the table itself is in 001_core): who did it and as what,
-- and the key their group is known by. The recipient is `target_user_uuid` (the record's target_uuid).
alter table notifications add column actor_type text not null default 'user';
alter table notifications add column grouping_key text;
-- Rows written without a key get the one their records are read with (examples/server/notifications.ts).
update notifications set grouping_key = notification_type || ':' || coalesce(thread_uuid, content_uuid, target_user_uuid, notification_uuid)::text where grouping_key is null;

-- "This user's newest": one index read, in a stable order when two share a time.
drop index notifications_target;
create index notifications_target_newest on notifications (target_user_uuid, time desc, notification_uuid desc);

-- One like notification per liker per comment: liking again (after an unlike) adds nothing.
create unique index notifications_like_once on notifications (content_uuid, actor_uuid) where notification_type = 'like';
