-- The maintenance log reads commands (and their results) from the command channel's own table,
-- not from a copy: `maintenance_entries` is the maintenance_logs rows plus one row per command,
-- whose result follows the command's state. `debug_entries` is the debug log: the remote debug
-- commands (a raw Modbus frame, a register read or write) with request and reply (ADR 0026).
CREATE VIEW maintenance_entries AS
SELECT 'm' || m.id AS id, m.logged_at, m.actor_name, m.company_id, m.action, m.plant_id,
  m.gateway_sn, m.device_sn, m.result, m.detail
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
    || coalesce(': ' || c.error, '')
FROM commands c
LEFT JOIN users u ON u.id = c.requested_by;

CREATE VIEW debug_entries AS
SELECT c.id::text AS id, c.created_at,
  coalesce(CASE WHEN u.nickname = '' THEN u.account ELSE u.nickname || ' (' || u.account || ')' END, '') AS actor_name,
  c.company_id, c.plant_id, c.gateway_sn, c.device_sn, c.kind, c.state, c.payload, c.result, c.error
FROM commands c
LEFT JOIN users u ON u.id = c.requested_by
WHERE c.kind IN ('modbusDebug', 'readRegisters', 'writeRegisters');
