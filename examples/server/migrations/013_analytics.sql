-- Analytics events (document 3 §3, §7): what the product's analytics plugin sends to the ingest, one row
-- per event. An event is stored once (its site, name and eid: a beacon and a later retry of the same
-- event are one row). The columns the report groups by are kept beside the whole payload.

create table analytics_events (
  section_uuid uuid not null references sections,
  name text not null,
  eid text not null,
  -- When it happened (the reader's clock, kept within a week before and five minutes after it arrived).
  occurred_at timestamptz not null,
  received_at timestamptz not null default now(),
  visitor_id text,
  session_id text,
  request_id text,
  user_uuid uuid,
  path text not null default '',
  title text not null default '',
  -- The widget and kind of an interaction.
  widget text,
  kind text,
  -- ms engaged (engagement events).
  engaged_ms integer not null default 0,
  payload jsonb not null,
  primary key (section_uuid, name, eid)
);

-- The report reads a site's events by time.
create index analytics_events_time on analytics_events (section_uuid, occurred_at);
