-- Inverters and meters (issue 17, ADR 0027).
--
-- An inverter's rated (nameplate AC) power in kW, shown in the inverter list and detail; null
-- until someone or the fleet import knows it.
ALTER TABLE devices ADD COLUMN rated_power_kw double precision;

-- The plant's master meter: the one meter that speaks for the plant's grid connection when a
-- plant has several (the others measure sub-circuits). At most one per plant; a plant without
-- one lets every meter speak, as before.
ALTER TABLE devices ADD COLUMN is_master_meter boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX devices_master_meter_idx ON devices (plant_id) WHERE is_master_meter;

-- The parameters a user picked for an inverter's custom chart (spec section 9: at most 6).
CREATE TABLE chart_parameter_picks (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  keys text[] NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
