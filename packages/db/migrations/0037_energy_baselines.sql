-- Energy no change can corrupt (docs/adr/0043).
--
-- A device's dictionary changes: raw frames do not say which dictionary read them, so a rebuild of
-- the rollups from raw frames reads each frame with the dictionary of its time, and starts a new
-- counter baseline where the dictionary changed, as the ingest did.
CREATE TABLE device_dictionary_changes (
  device_id uuid NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  changed_at timestamptz NOT NULL,
  from_dictionary_id text NOT NULL,
  to_dictionary_id text NOT NULL,
  PRIMARY KEY (device_id, changed_at)
);

-- The lifetime energy of devices that left a plant (gateway replaced or unbound): the last value of
-- their PV lifetime counter, so the plant's total never falls when its devices change. A device
-- that comes back (its gateway bound again) counts live again and loses its row.
CREATE TABLE plant_retired_energy (
  plant_id uuid NOT NULL REFERENCES plants (id) ON DELETE CASCADE,
  -- No reference: deleting the old device later must not take its energy out of the plant's total.
  device_id uuid NOT NULL,
  energy_kwh double precision NOT NULL,
  retired_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (plant_id, device_id)
);

-- A device's page shows its newest refused energy steps.
CREATE INDEX communication_logs_implausible_energy ON communication_logs (device_sn, id)
  WHERE kind = 'implausibleEnergy';
