-- Browser push (document 2 §3 "Push", §7): a browser's subscription as the client sends it (FCM type, the
-- endpoint's last segment as its id, its keys), whose reader when signed in; and the service's VAPID key
-- pair, made once by the first instance that starts and shared by every instance.
create table push_subscriptions (
  section_uuid uuid not null references sections,
  subscription_id text not null,
  service_type text not null default 'FCM',
  endpoint text not null,
  public_key text not null,
  auth_secret text not null,
  user_uuid uuid references users on delete cascade,
  meta jsonb not null default '{}',
  date_created timestamptz not null default now(),
  primary key (section_uuid, subscription_id)
);
create index push_subscriptions_user on push_subscriptions (user_uuid) where user_uuid is not null;

create table push_keys (
  id boolean primary key default true check (id),
  public_key text not null,
  private_jwk jsonb not null
);
