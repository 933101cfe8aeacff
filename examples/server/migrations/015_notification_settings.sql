-- A reader's notification settings per site (document 2 §7 `/v5/notifications/{section_uuid}/settings`):
-- whether they want notifications pushed to their browsers, and which kinds reach them by e-mail. No
-- row: never set (the settings call answers 404, which the client reads as off).
create table notification_settings (
  user_uuid uuid not null references users on delete cascade,
  section_uuid uuid not null references sections,
  is_user_notification_on boolean not null default false,
  email_reply boolean not null default true,
  email_like boolean not null default true,
  email_follow boolean not null default true,
  date_updated timestamptz not null default now(),
  primary key (user_uuid, section_uuid)
);
