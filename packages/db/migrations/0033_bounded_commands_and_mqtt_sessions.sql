-- Bounded commands (issue 21, docs/adr/0039): one row per enqueue call that queued something, so a
-- user's rate (calls per minute) is counted across api processes. Rows older than a minute are
-- deleted by the next call of the same user.
CREATE TABLE command_enqueues (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX command_enqueues_user_idx ON command_enqueues (user_id, at);

-- The embedded MQTT broker's persistent sessions (clean session = false), so a gateway's
-- subscriptions and the QoS 1 messages queued for it survive a restart of the broker, as they do
-- on Mosquitto. `subscriptions`: topic → { qos, rh, rap, nl }.
CREATE TABLE mqtt_sessions (
  client_id text PRIMARY KEY,
  subscriptions jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- QoS 1/2 messages on their way to a persistent session, until the client acknowledges them.
-- (broker_id, broker_counter) names a message for aedes; `packet` is aedes' packet with the payload
-- in base64.
CREATE TABLE mqtt_outgoing (
  client_id text NOT NULL REFERENCES mqtt_sessions (client_id) ON DELETE CASCADE,
  broker_id text NOT NULL,
  broker_counter bigint NOT NULL,
  message_id integer,
  packet jsonb NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, broker_id, broker_counter)
);
