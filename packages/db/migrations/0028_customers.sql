-- Customers of a company (issue 15). A customer is an account of kind customer whose users.company_id
-- names the company serving it — the one membership rule (one company per customer: 207 when linked
-- twice, 106 when another company's). What the company records about it — its name for it, its type
-- and a remark — lives beside the account, and customer types form a tree per company. A company plant may be assigned to one of its customers,
-- who then sees it read-only while the company keeps managing it.

CREATE TABLE customer_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  -- A type with sub-types cannot be deleted (RESTRICT backs the service's refusal).
  parent_id uuid REFERENCES customer_types (id) ON DELETE RESTRICT,
  name text NOT NULL,
  remark text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE UNIQUE INDEX customer_types_name_key ON customer_types (company_id, lower(name));
CREATE INDEX customer_types_parent_idx ON customer_types (parent_id);

CREATE TABLE customer_profiles (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  type_id uuid REFERENCES customer_types (id) ON DELETE SET NULL,
  name text NOT NULL DEFAULT '',
  remark text NOT NULL DEFAULT '',
  -- Set when the account was created by the company's invitation (not linked).
  invited_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_profiles_type_idx ON customer_profiles (type_id);

-- The customer a company plant is built for: they see it and its devices read-only.
ALTER TABLE plants ADD COLUMN customer_id uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX plants_customer_idx ON plants (customer_id) WHERE customer_id IS NOT NULL;
