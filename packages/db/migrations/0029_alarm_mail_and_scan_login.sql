-- Alarm e-mails and scan-code sign-in (issue 15; ADR 0034).

-- A user's alarm e-mail settings: the verified address, which levels, which plants (none = every
-- plant the user sees), and whether mails are on. A code mailed to a new address proves it
-- (pending_email until then).
CREATE TABLE alarm_subscriptions (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  email text,
  pending_email text,
  code_hash text,
  code_expires_at timestamptz,
  code_attempts integer NOT NULL DEFAULT 0,
  code_sent_at timestamptz,
  enabled boolean NOT NULL DEFAULT false,
  levels text[] NOT NULL DEFAULT '{warning,fault,offline}',
  plant_ids uuid[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per event once its "still open after the debounce" notice was claimed; the row's insert
-- is the claim (several api processes run the job; ON CONFLICT lets one win). The close notice is
-- claimed by setting close_claimed_at.
CREATE TABLE alarm_notices (
  event_id uuid PRIMARY KEY REFERENCES events (id) ON DELETE CASCADE,
  open_claimed_at timestamptz NOT NULL DEFAULT now(),
  close_claimed_at timestamptz
);

-- Every mail decided for a user: sent now, or held back by the flapping limit (one mail per user,
-- device and kind per hour) until a digest covers it.
CREATE TABLE alarm_mails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  source_sn text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('open', 'close')),
  decided_at timestamptz NOT NULL DEFAULT now(),
  sent boolean NOT NULL,
  digested_at timestamptz
);
CREATE INDEX alarm_mails_recent_idx ON alarm_mails (user_id, source_sn, kind, decided_at DESC) WHERE sent;
CREATE INDEX alarm_mails_held_idx ON alarm_mails (decided_at) WHERE NOT sent AND digested_at IS NULL;
CREATE INDEX alarm_mails_event_idx ON alarm_mails (event_id);

-- Scan-code sign-in: the sign-in page asks for a request and shows its id as a QR code; a user
-- signed in elsewhere approves it; the page, holding the request's secret, then receives a
-- session once. The link carries the id only, never a token or the secret.
CREATE TABLE scan_logins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  secret_hash text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused', 'consumed')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE INDEX scan_logins_expires_idx ON scan_logins (expires_at);
