-- One settings write at a time per device (docs/adr/0037): a write takes the device's row until it
-- has read its values back; a second write meanwhile is refused, not interleaved. A row past its
-- expiry belongs to a write whose process died, and the next write takes it over.
CREATE TABLE setting_locks (
  device_sn text PRIMARY KEY,
  user_id uuid,
  expires_at timestamptz NOT NULL
);
