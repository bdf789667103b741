-- Issue 15 item 4: the merchant's theme (accent, the light/dark default of its users, its logos).
-- A logo column holds the file name in the storage port (theme/<merchant>/<file>): the kind, the
-- content's SHA-256 and the format, so a new logo is a new address and no browser keeps the old one.
create table catalog.merchant_themes (
  merchant_id text primary key,
  accent text not null check (accent ~ '^#[0-9a-f]{6}$'),
  default_mode text not null check (default_mode in ('light', 'dark', 'system')),
  logo text check (logo ~ '^logo-[0-9a-f]{24}\.(png|svg)$'),
  theme_logo text check (theme_logo ~ '^themeLogo-[0-9a-f]{24}\.png$'),
  revision integer not null default 1,
  updated_by text not null,
  updated_at timestamptz not null default now()
);
