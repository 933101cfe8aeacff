-- What every instance of the service must see alike lives here, not in one process's memory (issue 20):
-- several instances on one database, or `npm run start:cluster`'s workers, share it.

-- Sign-in and sign-up attempts per key (an address and what was tried), within a sliding window: the
-- recent attempts' times (ms since the epoch, by the service's clock), whether the last one was let
-- through, and when the row may go.
create table rate_limits (
  key text primary key,
  hits bigint[] not null,
  allowed boolean not null default true,
  expires_at bigint not null
);
create index rate_limits_expires_at on rate_limits (expires_at);

-- The social login popup's result, left for the page that polls for it by the id it chose
-- (`/v2/users/logincache/get`), taken once, for a few minutes.
create table login_results (
  client text primary key,
  token text not null,
  expires_at bigint not null
);

-- Keys the instances must share: the access tokens' signing secret when none is configured, and the
-- development OpenID Connect issuer's key pair (a token one instance signs, another verifies).
create table service_keys (
  name text primary key,
  value text not null,
  date_created timestamptz not null default now()
);
