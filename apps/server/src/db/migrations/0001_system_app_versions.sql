-- Published app versions, one row per release and platform; the newest is served.
create table app_versions (
  id serial primary key,
  platform text not null check (platform in ('web', 'android', 'ios')),
  version text not null,
  build_number integer not null,
  force_update boolean not null default false,
  release_notes jsonb not null default '{}'::jsonb,
  published_at timestamptz not null default now(),
  unique (platform, build_number)
);

insert into app_versions (platform, version, build_number, release_notes, published_at) values
  ('web', '1.0.0', 100, '{"es":"Primera versión: mercados de EE. UU., México y Hong Kong.","en":"First release: US, Mexican and Hong Kong markets.","zh":"首个版本：美股、墨西哥股和港股市场。"}', '2026-11-01T00:00:00Z'),
  ('android', '1.0.0', 100, '{"es":"Primera versión.","en":"First release.","zh":"首个版本。"}', '2026-11-01T00:00:00Z'),
  ('ios', '1.0.0', 100, '{"es":"Primera versión.","en":"First release.","zh":"首个版本。"}', '2026-11-01T00:00:00Z');
