-- The realtime hub's frames to the other instances, kept for a few minutes: an instance whose LISTEN
-- connection was lost reads what it missed from here when it listens again (hub.ts). The NOTIFY carries
-- each row's seq, so a frame heard both ways is delivered once.
create table realtime_log (
  seq bigserial primary key,
  payload text not null,
  created_at timestamptz not null default now()
);
create index realtime_log_created_at on realtime_log (created_at);
