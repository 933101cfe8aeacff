-- Who follows whom and which pages, and who muted whom (document 2 §4 "Follow and mute", §9 subscriptions).

create table user_follows (
  follower_uuid uuid not null references users on delete cascade,
  followed_uuid uuid not null references users on delete cascade,
  section_uuid uuid not null references sections,
  -- The page the follow was made from (the legacy follows call's page_id), when there was one.
  page_uuid uuid references pages on delete set null,
  date_created timestamptz not null default now(),
  primary key (follower_uuid, followed_uuid),
  check (follower_uuid <> followed_uuid)
);
-- "Who follows me", newest first.
create index user_follows_followed on user_follows (followed_uuid, date_created desc);

create table page_follows (
  follower_uuid uuid not null references users on delete cascade,
  page_uuid uuid not null references pages on delete cascade,
  date_created timestamptz not null default now(),
  primary key (follower_uuid, page_uuid)
);
create index page_follows_page on page_follows (page_uuid);

create table mutes (
  muter_uuid uuid not null references users on delete cascade,
  muted_uuid uuid not null references users on delete cascade,
  date_created timestamptz not null default now(),
  primary key (muter_uuid, muted_uuid),
  check (muter_uuid <> muted_uuid)
);
