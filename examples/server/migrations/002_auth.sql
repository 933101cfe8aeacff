-- Sessions: rotating refresh tokens, stored hashed. A family is one sign-in; reusing a revoked token
-- revokes the whole family (someone replayed a stolen token).
create table refresh_tokens (
  token_hash text primary key,
  family uuid not null,
  user_uuid uuid not null references users on delete cascade,
  revoked boolean not null default false,
  expires_at timestamptz not null,
  date_created timestamptz not null default now()
);
create index refresh_tokens_family on refresh_tokens (family);
