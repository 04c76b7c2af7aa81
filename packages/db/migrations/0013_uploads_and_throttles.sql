-- Uploaded plant pictures belong to who uploaded them. A plant may point only at an upload of the
-- person who sets it that no plant uses yet; it then becomes that plant's (`plant_id`), and only
-- that plant's edit or deletion removes the file. Uploads no plant took are purged after a while.
-- No foreign key on `plant_id`: a plant's deletion releases its picture itself, and the purge
-- drops rows whose plant is gone by other means.
CREATE TABLE uploads (
  url text PRIMARY KEY,
  owner_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  plant_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_unused_idx ON uploads (owner_user_id, created_at) WHERE plant_id IS NULL;
CREATE INDEX uploads_plant_idx ON uploads (plant_id);

-- Pictures plants point at today: each URL goes to the oldest plant that points at it (a later
-- one copied the URL), owned by that plant's creator.
INSERT INTO uploads (url, owner_user_id, plant_id, created_at)
SELECT DISTINCT ON (picture_url) picture_url, created_by_user_id, id, created_at
FROM plants
WHERE picture_url IS NOT NULL
ORDER BY picture_url, created_at, id;

-- Verification codes are throttled per client address too, not only per account.
ALTER TABLE verification_codes ADD COLUMN address text;
CREATE INDEX verification_codes_address_idx ON verification_codes (address, created_at);

-- A failed sign-in made from a known device (docs/adr/0013) counts against that device only.
ALTER TABLE sign_in_failures ADD COLUMN device text;
CREATE INDEX sign_in_failures_device_idx ON sign_in_failures (device, failed_at);
