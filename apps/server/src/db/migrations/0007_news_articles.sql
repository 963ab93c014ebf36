-- News (issue 7). (Split from 0007_engagement.sql.)

-- News articles written by operators; visible when published and publish_at has passed.
create table news_articles (
  id integer generated always as identity primary key,
  language text not null check (language in ('es', 'en', 'zh')),
  category text not null,
  title text not null,
  summary text not null default '',
  body text not null,
  cover text references uploads (name),
  source text,
  status text not null check (status in ('draft', 'published')),
  publish_at timestamptz,
  -- The demo seed's key, so seeding twice adds nothing.
  seed_key text unique,
  created_by integer references operators (id),
  updated_by integer references operators (id),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (status = 'draft' or publish_at is not null)
);
create index news_live on news_articles (language, publish_at desc) where status = 'published';
create index news_cover on news_articles (cover) where cover is not null;
