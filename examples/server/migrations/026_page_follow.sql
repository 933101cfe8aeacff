-- Following a thread (document 1 §6 and document 2 §6, the `page`/`follow_thread` ruling): a reader
-- follows one top-level comment and hears of every reply in it (`subscribed_page_content`), as a page's
-- followers (page_follows, 006) hear of every new comment on the page. The thread is its top-level
-- comment; it goes when the comment goes.
create table thread_follows (
  follower_uuid uuid not null references users on delete cascade,
  thread_uuid uuid not null references content on delete cascade,
  date_created timestamptz not null default now(),
  primary key (follower_uuid, thread_uuid)
);
-- "Who follows this thread", when a reply arrives.
create index thread_follows_thread on thread_follows (thread_uuid);

-- One notification per follower per new comment, however many ways (the page and the thread) they follow it.
create unique index notifications_followed_once on notifications (content_uuid, target_user_uuid) where notification_type = 'subscribed_page_content';
