-- Shares of a page (the legacy share bar and share total widgets): how many times readers shared a
-- canonical address through each network.
create table page_shares (
  section_uuid uuid not null references sections,
  url text not null,
  network text not null,
  total bigint not null default 0,
  primary key (section_uuid, url, network)
);
