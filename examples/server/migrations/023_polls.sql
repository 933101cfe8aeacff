-- Polls (document 1 §1, §5, §6): a poll is a container of type 'poll' (so realtime subscriptions follow
-- it by its content_container_uuid), its question and options with their vote counts, and one ballot per
-- reader — a signed-in reader by their uuid, a guest by their visitor id — which the primary key enforces.
create table polls (
  content_container_uuid uuid primary key references containers on delete cascade,
  question text not null,
  multiple boolean not null default false,
  closes_at timestamptz,
  closed_at timestamptz,
  closed_by uuid references users,
  removed_at timestamptz,
  -- null: the site's require_user_authentication_to_vote / _to_see_results apply.
  require_auth_to_vote boolean,
  require_auth_to_see_results boolean,
  total_voters integer not null default 0,
  created_by uuid references users,
  date_created timestamptz not null default now()
);

create table poll_options (
  option_uuid uuid primary key,
  content_container_uuid uuid not null references polls on delete cascade,
  position smallint not null,
  label text not null,
  votes integer not null default 0,
  unique (content_container_uuid, position)
);

create table poll_ballots (
  content_container_uuid uuid not null references polls on delete cascade,
  -- 'u:' and the reader's uuid, or 'v:' and a guest's visitor id.
  voter text not null,
  option_uuids uuid[] not null,
  date_created timestamptz not null default now(),
  primary key (content_container_uuid, voter)
);
