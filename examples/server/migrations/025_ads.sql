-- Ads (issue 26): the demo site seeded before ads existed gets the ad settings a fresh seed writes
-- (examples/server/seed-settings.ts): the comments' promo slots through the publisher's own tag, standalone
-- ads as one ex.co video per page with gtag as the alternative, every integration on the service's
-- development script. Only the demo section, and only while its standalone area is still unset; any other
-- site's settings are its publisher's.
update sections
set settings = settings || jsonb_build_object(
  'ad_integration', 'custom',
  'ad_integration_alternative', 'none',
  'site_ad_id', 'demo-comments',
  'standalone_ad_integration', 'exco',
  'standalone_ad_integration_alternative', 'gtag',
  'standalone_site_ad_id', 'demo-player',
  'ad_script_urls', jsonb_build_object(
    'gtag', '/dev/ads/gtag.js',
    'm32', '/dev/ads/m32.js',
    'outbrain', '/dev/ads/outbrain.js',
    'exco', '/dev/ads/exco.js?player={id}',
    'vi', '/dev/ads/vi.js',
    'snigel', '/dev/ads/snigel.js'
  )
)
where section_uuid = '6f0c3a52-2c1d-4b9e-9a51-7e3b2d1c0a11'
  and coalesce(settings ->> 'standalone_ad_integration', 'none') = 'none'
  and not settings ? 'ad_script_urls';
