-- Mail: the dev outbox. (Split from 0002_accounts.sql.)

-- Emails kept instead of sent when SMTP_URL is not set (the dev outbox).
create table mail_outbox (
  id integer generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null
);
create index mail_outbox_to on mail_outbox (lower(to_address), id desc);
