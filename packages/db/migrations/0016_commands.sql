-- The command channel (issue 16, docs/adr/0021): every command to a gateway or a device behind it
-- is a row, its state changes appended to `command_events`. The queue is this table: the
-- dispatcher (in the process holding the broker connection) claims the head command of each
-- gateway with FOR UPDATE SKIP LOCKED; one command per gateway is in flight at a time, in `seq`
-- order.
CREATE TABLE commands (
  id uuid PRIMARY KEY,
  seq bigserial NOT NULL UNIQUE,
  gateway_sn text NOT NULL,
  device_sn text,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'sent', 'acknowledged', 'succeeded', 'failed', 'timedOut', 'cancelled')),
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  company_id uuid,
  plant_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- queued: when it may be sent; sent: when an unanswered send is retried; acknowledged: when it
  -- times out without a result.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  acknowledged_at timestamptz,
  finished_at timestamptz,
  progress integer,
  result jsonb,
  error text
);
-- The dispatcher's claim: the active commands of each gateway in order.
CREATE INDEX commands_active_idx ON commands (gateway_sn, seq)
  WHERE state IN ('queued', 'sent', 'acknowledged');
CREATE INDEX commands_due_idx ON commands (next_attempt_at)
  WHERE state IN ('queued', 'sent', 'acknowledged');
CREATE INDEX commands_gateway_idx ON commands (gateway_sn, created_at DESC);
CREATE INDEX commands_device_idx ON commands (device_sn, created_at DESC) WHERE device_sn IS NOT NULL;
CREATE INDEX commands_company_idx ON commands (company_id, created_at DESC);

CREATE TABLE command_events (
  id bigserial PRIMARY KEY,
  command_id uuid NOT NULL REFERENCES commands (id) ON DELETE CASCADE,
  state text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  detail text NOT NULL DEFAULT ''
);
CREATE INDEX command_events_command_idx ON command_events (command_id, id);

-- A gateway a lock command locked refuses every command but unlock (spec: locked / unlocked).
ALTER TABLE gateways ADD COLUMN locked boolean NOT NULL DEFAULT false;
