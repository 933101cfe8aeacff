-- Topics and authors a reader follows (document 2 §3 "Topic subscription", §7 the v5 topic calls), per
-- site; counted per topic for the topic follow widget.
create table topic_subscriptions (
  user_uuid uuid not null references users on delete cascade,
  section_uuid uuid not null references sections,
  topic_id text not null,
  topic_name text not null,
  topic_type text not null default 'topic',
  date_created timestamptz not null default now(),
  primary key (user_uuid, section_uuid, topic_id)
);
create index topic_subscriptions_topic on topic_subscriptions (section_uuid, topic_id);
