-- A command's maintenance-log row carries its kind, payload and error as columns, so the api says
-- it in the reader's language ("Power off", "Apagado") instead of the SQL-built
-- `setPower {"on": false} → succeeded` (issue 25). `detail` stays as it was for old readers.
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
LEFT JOIN users u ON u.id = c.requested_by;
