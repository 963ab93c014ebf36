-- Mutual funds (issue 18): the NAV of each scheme for each Indian business day, published
-- once by the funds.nav job after the close (computed from the simulation by the published
-- rule). The primary key makes each NAV published once whatever the number of runners.
create table funds_navs (
  scheme_id integer not null references funds_schemes (id),
  nav_date text not null check (nav_date ~ '^\d{4}-\d{2}-\d{2}$'),
  nav numeric(18, 4) not null check (nav > 0),
  published_at timestamptz not null,
  primary key (scheme_id, nav_date)
);
