-- The communication log holds one row per upload (its counts: frames, stored, duplicates,
-- refused, bytes) and one per refusal, not one per refused frame: an upload naming 500 unknown
-- devices is one row that says so. Rows the broker writes under a flood stand for `repeats`
-- refusals of the same kind from the same client (rate-limited logging, ADR 0025).
ALTER TABLE communication_logs
  ADD COLUMN msg_id text,
  ADD COLUMN frames integer,
  ADD COLUMN stored integer,
  ADD COLUMN duplicates integer,
  ADD COLUMN refused integer,
  ADD COLUMN bytes integer,
  ADD COLUMN repeats integer NOT NULL DEFAULT 1;
CREATE INDEX communication_logs_kind_idx ON communication_logs (kind, logged_at DESC);

-- Who did what to which plant, gateway or device and when (binds, unbinds, replacements,
-- imports, deletions, commands and their results): the maintenance log (ADR 0026). Rows name
-- plants and gateways by id and SN without foreign keys, so the history outlives them.
CREATE TABLE maintenance_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  logged_at timestamptz NOT NULL DEFAULT now(),
  actor_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL DEFAULT '',
  company_id uuid,
  action text NOT NULL,
  plant_id uuid,
  gateway_sn text,
  device_sn text,
  result text NOT NULL DEFAULT 'succeeded' CHECK (result IN ('succeeded', 'failed', 'pending')),
  detail text NOT NULL DEFAULT ''
);
CREATE INDEX maintenance_logs_logged_idx ON maintenance_logs (logged_at DESC);
CREATE INDEX maintenance_logs_plant_idx ON maintenance_logs (plant_id, logged_at DESC);
CREATE INDEX maintenance_logs_gateway_idx ON maintenance_logs (gateway_sn, logged_at DESC);
CREATE INDEX maintenance_logs_device_idx ON maintenance_logs (device_sn, logged_at DESC);
