-- Campaign targeting and maintenance windows (issue 22 item 4, docs/adr/0047).
-- A daily window on each target's own clock (its plant's time zone): {"start": "01:00", "end":
-- "05:00"}; an end earlier than the start crosses midnight. Null: release at any hour.
ALTER TABLE campaigns ADD COLUMN release_window jsonb;

-- The firmware a device reports, which a campaign filter selects on. Migration 0041 (the remote
-- upgrades, ADR 0046) adds the same column and fills it from the gateway's status; IF NOT EXISTS
-- lets either land first.
ALTER TABLE devices ADD COLUMN IF NOT EXISTS firmware_version text;

-- The per-device history export reads a campaign's events target by target.
CREATE INDEX campaign_events_target_idx ON campaign_events (campaign_id, target_sn, id);
