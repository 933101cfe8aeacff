-- The social graph's lists, newest first, read from an index in that order: who a reader follows, and
-- whom they muted (both sorted every one of the reader's rows to show a page; "who follows me" had its
-- index since 006).
create index user_follows_follower on user_follows (follower_uuid, date_created desc);
create index mutes_muter on mutes (muter_uuid, date_created desc);
