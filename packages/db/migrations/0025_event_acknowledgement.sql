-- An event is acknowledged once, by a user, with a comment (the `/device/event` screen). The
-- acknowledgement stays when the event closes; it does not close it (the device does).
ALTER TABLE events
  ADD COLUMN acknowledged_at timestamptz,
  ADD COLUMN acknowledged_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN acknowledgement_comment text;
