-- Live data: plants (minimal; the plants feature extends the table), gateways and the devices
-- behind them, raw frames for the communication log, latest values, rollups, events and the
-- communication/security log. Statuses are those of spec section 4.

CREATE TABLE plants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid REFERENCES companies (id) ON DELETE RESTRICT,
  owner_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  -- IANA zone: day and month rollups end at the plant's local midnight.
  time_zone text NOT NULL DEFAULT 'UTC',
  capacity_kw double precision NOT NULL DEFAULT 0 CHECK (capacity_kw >= 0 AND capacity_kw <= 50000),
  -- A plant without devices has heard nothing yet, so it starts offline.
  status text NOT NULL DEFAULT 'offline' CHECK (status IN ('normal', 'offline', 'warning', 'fault', 'updating')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plants_company_idx ON plants (company_id);
CREATE INDEX plants_owner_idx ON plants (owner_user_id);

CREATE TABLE gateways (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The MQTT username and a topic level: case-sensitive, unique.
  sn text NOT NULL UNIQUE,
  -- PBKDF2-SHA512 in Mosquitto's `$7$` password-file format (see packages/db/src/gateway-keys.ts).
  key_hash text NOT NULL,
  company_id uuid REFERENCES companies (id) ON DELETE RESTRICT,
  customer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  plant_id uuid REFERENCES plants (id) ON DELETE SET NULL,
  protocol text NOT NULL DEFAULT 'sunfleet-mqtt-1',
  communication_type text CHECK (communication_type IN ('wifi', 'ethernet', 'cellular')),
  hardware_version text,
  software_version text,
  rssi integer,
  status text NOT NULL DEFAULT 'offline' CHECK (status IN ('normal', 'offline', 'warning', 'fault', 'updating')),
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gateways_company_idx ON gateways (company_id);
CREATE INDEX gateways_plant_idx ON gateways (plant_id);

CREATE TABLE devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  gateway_id uuid NOT NULL REFERENCES gateways (id) ON DELETE CASCADE,
  plant_id uuid REFERENCES plants (id) ON DELETE SET NULL,
  -- Routes address devices by SN (/inverter/{sn}), so it is unique across gateways.
  sn text NOT NULL UNIQUE,
  kind text NOT NULL,
  -- Id of the protocol dictionary the gateway polls the device with (`@sunfleet/protocols`).
  dictionary_id text NOT NULL,
  alias text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'offline' CHECK (status IN ('normal', 'offline', 'warning', 'fault', 'updating')),
  -- Set while a firmware upgrade runs (the firmware feature sets and clears it); status is then updating.
  updating_since timestamptz,
  last_seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX devices_gateway_idx ON devices (gateway_id);
CREATE INDEX devices_plant_idx ON devices (plant_id);
-- The offline sweep looks for devices that went quiet.
CREATE INDEX devices_last_seen_idx ON devices (last_seen_at) WHERE status <> 'offline';

-- Every reading as received, kept for a bounded time for the communication log. The primary key is
-- the ingest's idempotency key: a redelivered QoS 1 upload inserts nothing and is skipped.
CREATE TABLE raw_frames (
  gateway_sn text NOT NULL,
  device_sn text NOT NULL,
  read_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  msg_id text NOT NULL,
  blocks jsonb NOT NULL,
  PRIMARY KEY (gateway_sn, device_sn, read_at)
);
CREATE INDEX raw_frames_received_idx ON raw_frames (received_at);
CREATE INDEX raw_frames_device_idx ON raw_frames (device_sn, read_at DESC);

-- The newest reading of each device, for realtime pages. `counters` is the baseline each energy
-- counter's next difference is taken from.
CREATE TABLE device_latest (
  device_id uuid PRIMARY KEY REFERENCES devices (id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL,
  "values" jsonb NOT NULL,
  roles jsonb NOT NULL DEFAULT '{}',
  counters jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Rollups at 5 minutes, hour, day and month (local to the plant's time zone), kept incrementally so
-- charts never read raw frames. `value_stats`: {key: {n, sum, min, max}} in the value's own unit;
-- `role_stats`: the same by semantic role in kW (power) or the role's unit; `energy`: {role: kWh}
-- from counter differences.
CREATE TABLE device_rollups (
  device_id uuid NOT NULL REFERENCES devices (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('5m', 'hour', 'day', 'month')),
  bucket_start timestamptz NOT NULL,
  plant_id uuid REFERENCES plants (id) ON DELETE SET NULL,
  samples integer NOT NULL DEFAULT 0,
  value_stats jsonb NOT NULL DEFAULT '{}',
  role_stats jsonb NOT NULL DEFAULT '{}',
  energy jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (device_id, period, bucket_start)
);
CREATE INDEX device_rollups_plant_idx ON device_rollups (plant_id, period, bucket_start);

-- A plant's rollups aggregate its devices': `power` {role: kW} sums the devices' averages,
-- `measurements` {role: value} averages them, `energy` {role: kWh} sums them.
CREATE TABLE plant_rollups (
  plant_id uuid NOT NULL REFERENCES plants (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('5m', 'hour', 'day', 'month')),
  bucket_start timestamptz NOT NULL,
  power jsonb NOT NULL DEFAULT '{}',
  measurements jsonb NOT NULL DEFAULT '{}',
  energy jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (plant_id, period, bucket_start)
);

-- Alarms and state changes of a device or gateway. `origin` says what raised it (the key of an
-- alarm word, `gateway` for codes a gateway reports, `offline` for the sweep), so a frame closes
-- only the events its own alarm words raised.
CREATE TABLE events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source_sn text NOT NULL,
  device_id uuid REFERENCES devices (id) ON DELETE CASCADE,
  gateway_id uuid REFERENCES gateways (id) ON DELETE CASCADE,
  plant_id uuid REFERENCES plants (id) ON DELETE SET NULL,
  origin text NOT NULL,
  code text NOT NULL,
  name jsonb NOT NULL,
  level text NOT NULL CHECK (level IN ('info', 'warning', 'fault', 'offline')),
  opened_at timestamptz NOT NULL,
  closed_at timestamptz,
  duration_seconds integer,
  CONSTRAINT events_closed_with_duration CHECK ((closed_at IS NULL) = (duration_seconds IS NULL))
);
-- At most one open event per source and code.
CREATE UNIQUE INDEX events_open_key ON events (source_sn, code) WHERE closed_at IS NULL;
CREATE INDEX events_source_idx ON events (source_sn, opened_at DESC);
CREATE INDEX events_plant_idx ON events (plant_id, opened_at DESC);
CREATE INDEX events_opened_idx ON events (opened_at DESC);

-- What the broker and ingest refused or noted per gateway (wrong key, foreign topic, malformed
-- payload, unknown device, undecodable frame, status and replies), kept for a bounded time.
CREATE TABLE communication_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  logged_at timestamptz NOT NULL DEFAULT now(),
  gateway_sn text NOT NULL,
  device_sn text,
  kind text NOT NULL,
  topic text,
  detail text NOT NULL DEFAULT ''
);
CREATE INDEX communication_logs_gateway_idx ON communication_logs (gateway_sn, logged_at DESC);
CREATE INDEX communication_logs_logged_idx ON communication_logs (logged_at);
