-- Remote upgrades (issue 22 items 2, 3 and 5; ADR 0046): one row per upgrade of a gateway or of a
-- device behind it. The work itself is an `upgradeFirmware` command of the command channel (its
-- replies, re-sends and audit rows); this row keeps what the command does not: the image, the
-- versions before and after, the cancel asked for, and the proof of success (the device came back
-- with the new version and stayed healthy for the verification window).

CREATE TABLE firmware_upgrades (
  command_id uuid PRIMARY KEY REFERENCES commands (id) ON DELETE CASCADE,
  gateway_sn text NOT NULL,
  -- Null when the gateway upgrades itself.
  device_sn text,
  firmware_id uuid NOT NULL REFERENCES firmware_images (id),
  from_version text NOT NULL DEFAULT '',
  to_version text NOT NULL,
  state text NOT NULL DEFAULT 'downloading'
    CHECK (state IN ('downloading', 'sending', 'upgrading', 'verifying', 'success', 'failure', 'cancelled')),
  progress integer NOT NULL DEFAULT 0,
  -- requested: a cancelUpgrade command went out; refused: the device would not stop ("cancel failed").
  cancel_state text CHECK (cancel_state IN ('requested', 'refused')),
  cancel_command_id uuid REFERENCES commands (id) ON DELETE SET NULL,
  error text,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  -- When the device said the image was flashed (it restarts into it).
  flashed_at timestamptz,
  -- When the device was first seen running the new version after flashing.
  version_seen_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX firmware_upgrades_device_idx ON firmware_upgrades (coalesce(device_sn, gateway_sn), started_at DESC);
CREATE INDEX firmware_upgrades_active_idx ON firmware_upgrades (started_at) WHERE finished_at IS NULL;

-- A gateway being upgraded shows "updating" like a device (devices.updating_since, 0002).
ALTER TABLE gateways ADD COLUMN updating_since timestamptz;
-- The firmware a device runs, as its gateway reports it in its status (the upgrade's proof).
ALTER TABLE devices ADD COLUMN firmware_version text;

-- One image to many devices is a campaign of kind `upgrade` (ADR 0040, 0046).
ALTER TABLE campaigns DROP CONSTRAINT campaigns_kind_check;
ALTER TABLE campaigns ADD CONSTRAINT campaigns_kind_check
  CHECK (kind IN ('restart', 'settings', 'upgrade', 'firmware', 'demandResponse'));
