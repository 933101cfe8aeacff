-- The paywall's count of a registered reader's posts (document 3 §4 "Paywall", walls_num_post_to_wall_reg),
-- kept by the service so that it follows the reader to any browser: one row per comment or reply written
-- in a comments thread (a `livecomments` container) through the service — a row that takes its creation
-- time from the insert (`now()`), not one brought in with a date of its own (the demo's seed, an import of
-- old threads), which the reader did not write against this allowance. `GET /v2/{section}/paywall/posts`
-- (routes/paywall.ts) answers the signed-in reader's posts of the site's window. Rows older than a year
-- and a day go as the reader posts again: no window reaches further.
create table paywall_posts (
  content_uuid uuid primary key references content on delete cascade,
  user_uuid uuid not null references users on delete cascade,
  section_uuid uuid not null references sections,
  date_created timestamptz not null
);
create index paywall_posts_user on paywall_posts (user_uuid, date_created desc);

create function paywall_posts_record() returns trigger language plpgsql as $$
begin
  insert into paywall_posts (content_uuid, user_uuid, section_uuid, date_created)
    select a.content_uuid, a.actor_uuid, a.section_uuid, a.date_created from added a
    join containers ct on ct.content_container_uuid = a.content_container_uuid and ct.type = 'livecomments'
    where a.type = 'comment' and a.date_created = now()
    on conflict do nothing;
  delete from paywall_posts p using (select distinct actor_uuid from added where date_created = now()) a
    where p.user_uuid = a.actor_uuid and p.date_created < now() - interval '366 days';
  return null;
end $$;
create trigger paywall_posts_insert after insert on content referencing new table as added for each statement execute function paywall_posts_record();
