-- Sign-up, e-mail verification, password reset and the development outbox and captcha.
create table one_time_tokens (
  token_hash text primary key,
  kind text not null check (kind in ('captcha', 'verify', 'reset', 'social', 'cookie')),
  user_uuid uuid references users on delete cascade,
  payload jsonb not null default '{}',
  used boolean not null default false,
  expires_at timestamptz not null,
  date_created timestamptz not null default now()
);

-- Development only: the e-mails the service would have sent.
create table outbox (
  id bigint generated always as identity primary key,
  to_email text not null,
  subject text not null,
  body text not null,
  link text,
  date_created timestamptz not null default now()
);
