-- Trending articles (document 1 §7, `GET /{section}/trending`): a site's visible contents written in the
-- last hours, counted per container. This index answers "what did this site receive since T" without
-- reading every container's comments.
create index content_section_recent on content (section_uuid, date_created, content_container_uuid)
  where state = 'visible' and processing_status is null;

-- `trendingrecommended`: the pages one visitor has already viewed are left out.
create index analytics_events_visitor on analytics_events (section_uuid, visitor_id, path) where name = 'view';
