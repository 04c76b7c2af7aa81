-- Foundation: companies, users, company roles, sessions (refresh tokens), verification codes and
-- the sign-in failures the lock-out counts. Ids are UUIDs so they reveal nothing about volume.

CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  contact_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  logo_url text,
  icon_url text,
  theme_color text,
  admin_user_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Company names are unique regardless of case (error 203).
CREATE UNIQUE INDEX companies_name_key ON companies (lower(name));

CREATE TABLE company_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  name text NOT NULL,
  permissions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX company_roles_name_key ON company_roles (company_id, lower(name));

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account text NOT NULL,
  password_hash text NOT NULL,
  nickname text NOT NULL DEFAULT '',
  avatar_url text,
  kind text NOT NULL CHECK (kind IN ('platform', 'company', 'customer')),
  company_id uuid REFERENCES companies (id) ON DELETE RESTRICT,
  role_id uuid REFERENCES company_roles (id) ON DELETE SET NULL,
  is_company_admin boolean NOT NULL DEFAULT false,
  read_only boolean NOT NULL DEFAULT false,
  disabled boolean NOT NULL DEFAULT false,
  lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'zh', 'es')),
  theme text NOT NULL DEFAULT 'dark' CHECK (theme IN ('dark', 'light')),
  style_type text NOT NULL DEFAULT 'side' CHECK (style_type IN ('side', 'top')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The platform operator belongs to no company; company staff always to one.
  CONSTRAINT users_company_by_kind CHECK (
    (kind = 'platform' AND company_id IS NULL) OR (kind = 'company' AND company_id IS NOT NULL) OR kind = 'customer'
  )
);
-- Accounts (e-mail or phone) are unique regardless of case.
CREATE UNIQUE INDEX users_account_key ON users (lower(account));
CREATE INDEX users_company_idx ON users (company_id);

ALTER TABLE companies
  ADD CONSTRAINT companies_admin_user_fk FOREIGN KEY (admin_user_id) REFERENCES users (id) ON DELETE SET NULL;

-- One row per issued refresh token. A sign-in starts a family; each refresh replaces the used token
-- with a new one of the same family, so reuse of a replaced token can revoke the whole family.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  replaced_by uuid REFERENCES refresh_tokens (id) ON DELETE SET NULL
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE verification_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('signup', 'reset')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_account_idx ON verification_codes (account, purpose, created_at DESC);

-- Failed sign-ins, counted per account and per client address within a window for the lock-out.
CREATE TABLE sign_in_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account text NOT NULL,
  address text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_account_idx ON sign_in_failures (account, failed_at);
CREATE INDEX sign_in_failures_address_idx ON sign_in_failures (address, failed_at);
