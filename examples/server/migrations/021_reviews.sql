-- Reviews (document 1 §3, §5, §7; document 3 §5): a review is a content row of type 'review' with a rating
-- (1–100; the column's own check allows 0–100) and a title. A reader writes one review per container: the
-- unique index below is the rule, so two requests at once cannot both get in. A removed review frees
-- the reader to write another.
alter table content add column title text;

-- An older data directory's seeded reviews could repeat an author: the latest stays, the others are removed.
update content c set processing_status = 'removed'
where c.type = 'review' and c.parent_uuid is null and c.processing_status is null
  and exists (select 1 from content d where d.type = 'review' and d.parent_uuid is null and d.processing_status is null
    and d.content_container_uuid = c.content_container_uuid and d.actor_uuid = c.actor_uuid
    and (d.date_created, d.content_uuid) > (c.date_created, c.content_uuid));

create unique index content_one_review on content (content_container_uuid, actor_uuid)
  where type = 'review' and parent_uuid is null and processing_status is null;
-- The rating orders of a container's reviews (top_rated, lowest_rated) and its ratings summary.
create index content_review_rating on content (content_container_uuid, rating, date_created, content_uuid) where parent_uuid is null;

-- A rating given without a review (the standalone rating, the legacy PUT ratings/{id}): one per reader
-- and container. A reader's review carries their rating; this row counts only while they have none.
create table ratings (
  content_container_uuid uuid not null references containers on delete cascade,
  user_uuid uuid not null references users on delete cascade,
  points integer not null check (points between 0 and 100),
  date_created timestamptz not null default now(),
  date_edited timestamptz,
  primary key (content_container_uuid, user_uuid)
);
