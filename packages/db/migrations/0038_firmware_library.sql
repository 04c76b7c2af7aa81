-- The firmware library (issue 22): images for gateways and inverters, the inverter-type tree of
-- primary and secondary labels, and the products images are made for. Everything belongs to a
-- company, or to the platform when company_id is null; a company reads the platform's rows too but
-- changes only its own (ADR 0044).

CREATE TABLE firmware_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  -- Null for a primary label; a secondary label sits under one primary (two levels only).
  -- RESTRICT backs the service's "type has subtype" refusal.
  parent_id uuid REFERENCES firmware_types (id) ON DELETE RESTRICT,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
-- Names are unique among the primary labels of an owner and among the secondaries of one primary.
CREATE UNIQUE INDEX firmware_types_name_key ON firmware_types (
  coalesce(company_id, '00000000-0000-0000-0000-000000000000'),
  coalesce(parent_id, '00000000-0000-0000-0000-000000000000'),
  lower(name)
);
CREATE INDEX firmware_types_parent_idx ON firmware_types (parent_id);

CREATE TABLE firmware_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('gateway', 'inverter')),
  brand text NOT NULL DEFAULT '',
  name text NOT NULL,
  epn text NOT NULL DEFAULT '',
  type_id uuid REFERENCES firmware_types (id) ON DELETE RESTRICT,
  hardware_versions text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX firmware_products_name_key ON firmware_products (
  coalesce(company_id, '00000000-0000-0000-0000-000000000000'),
  kind,
  lower(name)
);

CREATE TABLE firmware_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('gateway', 'inverter')),
  brand text NOT NULL DEFAULT '',
  product_name text NOT NULL DEFAULT '',
  epn text NOT NULL DEFAULT '',
  type_id uuid REFERENCES firmware_types (id) ON DELETE RESTRICT,
  hardware_version text NOT NULL DEFAULT '',
  software_version text NOT NULL,
  upgrade_mode text NOT NULL DEFAULT 'iap' CHECK (upgrade_mode IN ('iap', 'isp')),
  file_name text NOT NULL,
  file_url text NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  change_log text NOT NULL DEFAULT '',
  -- Which installed versions may take the image ('' = no bound) and whether it may go down.
  from_version_min text NOT NULL DEFAULT '',
  from_version_max text NOT NULL DEFAULT '',
  allow_downgrade boolean NOT NULL DEFAULT false,
  enabled boolean NOT NULL DEFAULT false,
  -- Set when first enabled: from then on the bytes and the version are the release's, for good.
  published_at timestamptz,
  -- A published image is archived, not deleted: upgrades and the release log still name it.
  deleted_at timestamptz,
  creator_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  creator_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- 4000: file names are unique per owner and kind; 4002: a version once per product line.
CREATE UNIQUE INDEX firmware_images_file_name_key ON firmware_images (
  coalesce(company_id, '00000000-0000-0000-0000-000000000000'),
  kind,
  lower(file_name)
) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX firmware_images_version_key ON firmware_images (
  coalesce(company_id, '00000000-0000-0000-0000-000000000000'),
  kind,
  lower(product_name),
  lower(hardware_version),
  lower(software_version)
);
CREATE INDEX firmware_images_list_idx ON firmware_images (kind, company_id, created_at DESC);
CREATE INDEX firmware_images_release_idx ON firmware_images (published_at DESC) WHERE published_at IS NOT NULL;

-- The service refuses to change a published image's bytes or version; this keeps the promise even
-- for code that forgets (a script, a later module).
CREATE FUNCTION firmware_images_keep_published() RETURNS trigger AS $$
BEGIN
  IF OLD.published_at IS NOT NULL AND (
    NEW.sha256 <> OLD.sha256 OR NEW.file_url <> OLD.file_url OR NEW.size <> OLD.size
    OR NEW.software_version <> OLD.software_version OR NEW.kind <> OLD.kind
    OR NEW.published_at IS DISTINCT FROM OLD.published_at
  ) THEN
    RAISE EXCEPTION 'firmware image % is published and cannot change', OLD.id;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER firmware_images_published_immutable BEFORE UPDATE ON firmware_images
  FOR EACH ROW EXECUTE FUNCTION firmware_images_keep_published();
