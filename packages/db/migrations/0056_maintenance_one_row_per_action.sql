-- One maintenance-log row per user action (issue 25). A settings write is one action, logged once
-- by the settings service with its old and new values; the register reads and writes it sends on
-- the way are the debug log's (`debug_entries`), not rows of their own here. A register write a
-- settings campaign released stays: the campaign's per-device action. An upgrade is logged once
-- by the upgrades module when it starts, and that row follows its steps (`command_id`); its
-- command and a cancel's command are not logged again beside it.
ALTER TABLE maintenance_logs ADD COLUMN IF NOT EXISTS command_id uuid;
CREATE INDEX IF NOT EXISTS maintenance_logs_command_idx ON maintenance_logs (command_id)
  WHERE command_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS campaign_targets_command_ids_idx ON campaign_targets USING gin (command_ids);

CREATE OR REPLACE VIEW maintenance_entries AS
SELECT 'm' || m.id AS id, m.logged_at, m.actor_name, m.company_id, m.action, m.plant_id,
  m.gateway_sn, m.device_sn, m.result, m.detail,
  NULL::text AS command_kind, NULL::jsonb AS command_payload, NULL::text AS command_error
FROM maintenance_logs m
UNION ALL
SELECT 'c' || c.id, c.created_at,
  coalesce(CASE WHEN u.nickname = '' THEN u.account ELSE u.nickname || ' (' || u.account || ')' END, ''),
  c.company_id, 'command', c.plant_id, c.gateway_sn, c.device_sn,
  CASE
    WHEN c.state = 'succeeded' THEN 'succeeded'
    WHEN c.state IN ('failed', 'timedOut', 'cancelled') THEN 'failed'
    ELSE 'pending'
  END,
  c.kind
    || CASE WHEN c.payload = '{}'::jsonb THEN '' ELSE ' ' || c.payload::text END
    || ' → ' || c.state
    || coalesce(': ' || c.error, ''),
  c.kind, c.payload, c.error
FROM commands c
LEFT JOIN users u ON u.id = c.requested_by
WHERE c.kind NOT IN ('readRegisters', 'upgradeFirmware', 'cancelUpgrade')
  AND (c.kind <> 'writeRegisters'
    OR EXISTS (SELECT 1 FROM campaign_targets t WHERE t.command_ids @> ARRAY[c.id]));
