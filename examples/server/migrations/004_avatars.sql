-- Uploaded avatars, kept in the database so every service instance (and a restart) serves them.
create table avatars (
  user_uuid uuid primary key references users on delete cascade,
  content_type text not null,
  data bytea not null,
  date_created timestamptz not null default now()
);
