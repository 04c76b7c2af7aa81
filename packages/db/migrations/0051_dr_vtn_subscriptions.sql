-- The OpenADR 3.1 subscription Sunfleet's VEN holds at its VTN (issue 23, docs/adr/0058): the VTN
-- POSTs event notifications to callback_url with the bearer token the subscription gave it. Any api
-- process may receive one, so what it checks the token against lives here. Only the token's
-- SHA-256 is kept; the one before the last renewal is still accepted, so a notification the VTN
-- sent while the renewal was under way is not refused.
CREATE TABLE dr_vtn_subscriptions (
  vtn_url text PRIMARY KEY,
  -- Null until the VTN has answered the first POST /subscriptions.
  vtn_subscription_id text,
  callback_url text NOT NULL,
  token_sha256 text NOT NULL,
  previous_token_sha256 text,
  renewed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
