-- Gateways as the platform registers them before they ship (model), when a company imported one,
-- and the signal strength each status report carried, for the gateway's signal chart.

ALTER TABLE gateways ADD COLUMN model text;
ALTER TABLE gateways ADD COLUMN imported_at timestamptz;

-- The signal strength (RSSI, dBm) of a gateway over time. Written by a trigger on `gateways`, so
-- every writer of the column (the ingest's status handling, the seed) records it without knowing
-- this table: a sample when the RSSI changes, and one per 5 minutes the gateway is heard while it
-- stays the same (not one per upload). Samples older than two days go as new ones arrive.
CREATE TABLE gateway_signal (
  gateway_id uuid NOT NULL REFERENCES gateways (id) ON DELETE CASCADE,
  sampled_at timestamptz NOT NULL,
  rssi integer NOT NULL,
  PRIMARY KEY (gateway_id, sampled_at)
);

CREATE FUNCTION gateway_signal_sample() RETURNS trigger AS $$
BEGIN
  IF NEW.rssi IS NOT NULL THEN
    INSERT INTO gateway_signal (gateway_id, sampled_at, rssi)
    VALUES (NEW.id, coalesce(NEW.last_seen_at, now()), NEW.rssi)
    ON CONFLICT (gateway_id, sampled_at) DO UPDATE SET rssi = EXCLUDED.rssi;
    DELETE FROM gateway_signal
    WHERE gateway_id = NEW.id AND sampled_at < coalesce(NEW.last_seen_at, now()) - interval '2 days';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER gateway_signal_on_insert AFTER INSERT ON gateways
  FOR EACH ROW EXECUTE FUNCTION gateway_signal_sample();
CREATE TRIGGER gateway_signal_on_update AFTER UPDATE OF rssi, last_seen_at ON gateways
  FOR EACH ROW WHEN (NEW.rssi IS NOT NULL AND (NEW.rssi IS DISTINCT FROM OLD.rssi
    OR date_bin('5 minutes', NEW.last_seen_at, timestamptz '2000-01-01')
      IS DISTINCT FROM date_bin('5 minutes', OLD.last_seen_at, timestamptz '2000-01-01')))
  EXECUTE FUNCTION gateway_signal_sample();
