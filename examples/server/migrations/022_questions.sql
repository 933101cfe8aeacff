-- Live questions (document 1 §2–§9): a reader's question awaits a moderator's approval before anyone
-- else sees it; each signed-in reader upvotes a question once (the primary key of question_votes says
-- so, whatever the client does); moderators answer questions and mark them answered.
-- Their container is a row of containers of type 'livequestions'.

create table questions (
  content_uuid uuid primary key,
  section_uuid uuid not null references sections,
  content_container_uuid uuid not null references containers on delete cascade,
  actor_uuid uuid not null references users on delete cascade,
  content text not null,
  state text not null default 'awaiting_moderation' check (state in ('awaiting_moderation', 'visible', 'disabled')),
  total_votes integer not null default 0 check (total_votes >= 0),
  is_answered boolean not null default false,
  date_created timestamptz not null default now(),
  date_answered timestamptz
);
-- The two orders of a container's visible questions, and its queue awaiting approval.
create index questions_by_votes on questions (content_container_uuid, state, total_votes desc, date_created desc, content_uuid desc);
create index questions_by_time on questions (content_container_uuid, state, date_created desc, content_uuid desc);

create table question_answers (
  content_uuid uuid primary key,
  question_uuid uuid not null references questions on delete cascade,
  actor_uuid uuid not null references users on delete cascade,
  content text not null,
  date_created timestamptz not null default now()
);
create index question_answers_by_question on question_answers (question_uuid, date_created);

create table question_votes (
  question_uuid uuid not null references questions on delete cascade,
  user_uuid uuid not null references users on delete cascade,
  date_created timestamptz not null default now(),
  primary key (question_uuid, user_uuid)
);
