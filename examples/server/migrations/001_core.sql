-- The reference service's core schema: sites, users, pages, containers, content and what users do to it.

create table sections (
  section_uuid uuid primary key,
  site_uuid uuid not null,
  domain text not null unique,
  name text not null,
  settings jsonb not null default '{}',
  date_created timestamptz not null default now()
);

create table users (
  uuid uuid primary key,
  id bigint generated always as identity unique,
  section_uuid uuid not null references sections,
  name text not null,
  email text unique,
  password_hash text,
  user_privilege text not null default 'user' check (user_privilege in ('user', 'moderator', 'admin')),
  email_verification_status text not null default 'approved',
  username_moderation_status text not null default 'approved',
  avatar_moderation_status text not null default 'none',
  pic_large text,
  pic_small text,
  social_login_provider text,
  social_login_id text,
  badge_trusted boolean not null default false,
  subscriber_count integer not null default 0,
  date_created timestamptz not null default now()
);

create table bans (
  ban_uuid uuid primary key,
  user_uuid uuid not null references users on delete cascade,
  section_uuid uuid not null references sections,
  ban_level text not null check (ban_level in ('posting', 'ghost', 'hide', 'login', 'signup')),
  is_permanent boolean not null default false,
  user_message text,
  date_created timestamptz not null default now(),
  date_expired timestamptz
);
create index bans_user on bans (user_uuid);

create table pages (
  uuid uuid primary key,
  id bigint generated always as identity unique,
  section_uuid uuid not null references sections,
  url text not null,
  path text not null,
  unique_id text,
  title text not null default '',
  description text not null default '',
  image_url text not null default '',
  page_type text not null default 'article',
  owners jsonb not null default '[]',
  section text not null default '',
  status text not null default 'open',
  date_created timestamptz not null default now(),
  unique (section_uuid, url)
);
create unique index pages_unique_id on pages (section_uuid, unique_id) where unique_id is not null;

create table containers (
  content_container_uuid uuid primary key,
  section_uuid uuid not null references sections,
  container_id text not null,
  page_uuid uuid references pages,
  type text not null default 'livecomments',
  is_hidden boolean not null default false,
  settings jsonb not null default '{}',
  date_created timestamptz not null default now(),
  unique (section_uuid, container_id, type)
);

create table content (
  content_uuid uuid primary key,
  section_uuid uuid not null references sections,
  content_container_uuid uuid not null references containers,
  parent_uuid uuid references content,
  thread_uuid uuid,
  actor_uuid uuid not null references users,
  type text not null default 'comment',
  content text not null,
  state text not null default 'visible',
  rating integer check (rating between 0 and 100),
  is_pinned boolean not null default false,
  is_picked boolean not null default false,
  is_top_comment boolean not null default false,
  is_edited boolean not null default false,
  total_likes integer not null default 0,
  total_dislikes integer not null default 0,
  total_flags integer not null default 0,
  total_replies integer not null default 0,
  total_direct_replies integer not null default 0,
  date_created timestamptz not null default now(),
  date_edited timestamptz,
  date_pinned timestamptz
);
create index content_list on content (content_container_uuid, parent_uuid, date_created desc);
create index content_thread on content (thread_uuid);

create table reactions (
  content_uuid uuid not null references content on delete cascade,
  user_uuid uuid not null references users on delete cascade,
  kind text not null check (kind in ('like', 'dislike', 'flag')),
  reason text,
  date_created timestamptz not null default now(),
  primary key (content_uuid, user_uuid, kind)
);

create table notifications (
  notification_uuid uuid primary key,
  section_uuid uuid not null references sections,
  target_user_uuid uuid references users on delete cascade,
  actor_uuid uuid references users,
  content_uuid uuid references content on delete cascade,
  content_container_uuid uuid references containers,
  thread_uuid uuid,
  notification_type text not null,
  service_type text not null default 'livecomments',
  status text not null default 'pending' check (status in ('pending', 'seen', 'read')),
  time timestamptz not null default now()
);
create index notifications_target on notifications (target_user_uuid, time desc);
