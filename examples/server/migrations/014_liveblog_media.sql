-- The live blog's images (document 1 §3 "Media item", §7 "POST …/media"): uploaded by an editor before
-- the post that carries them, kept in the database so every service instance (and a restart) serves
-- them. An image belongs to its live blog; once a post carries it, to that post, in the editor's order.
-- Uploads no post ever took are kept with their uploader and live blog, and can be attached later.
create table liveblog_media (
  media_uuid uuid primary key,
  id bigint generated always as identity unique,
  section_uuid uuid not null references sections,
  content_container_uuid uuid not null references containers,
  uploader_uuid uuid not null references users,
  content_uuid uuid references content on delete set null,
  position integer not null default 0,
  content_type text not null,
  description text not null default '',
  file_name text not null default '',
  data bytea not null,
  date_created timestamptz not null default now()
);
-- A page of posts reads its posts' images in one statement, in their order.
create index liveblog_media_content on liveblog_media (content_uuid, position) where content_uuid is not null;

-- A live blog's top-level posts counted for `GET …/posts/visible/count` without reading its replies.
create index content_visible_posts on content (content_container_uuid) where parent_uuid is null and state = 'visible' and processing_status is null;
