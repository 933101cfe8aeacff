-- Broadcasts (document 2 §3): a site's editors tell every reader (broadcast_site) or the followers of a
-- topic (broadcast_topic); each reader's status of one (pending until seen or read, or deleted) is kept
-- beside it, so a broadcast is written once, not once per reader.
create table broadcasts (
  notification_uuid uuid primary key,
  section_uuid uuid not null references sections,
  notification_type text not null check (notification_type in ('broadcast_site', 'broadcast_topic')),
  actor_uuid uuid references users,
  target_title text not null,
  target_url text not null,
  target_description text not null default '',
  target_image_url text not null default '',
  target_image_alt text not null default '',
  target_topic_id text,
  time timestamptz not null default now(),
  check ((notification_type = 'broadcast_topic') = (target_topic_id is not null))
);
create index broadcasts_newest on broadcasts (section_uuid, time desc);

create table broadcast_states (
  user_uuid uuid not null references users on delete cascade,
  notification_uuid uuid not null references broadcasts on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'seen', 'read')),
  deleted boolean not null default false,
  primary key (user_uuid, notification_uuid)
);
