-- Device and gateway counts that stay flat as the fleet grows (issue 24 §3, ADR 0064 "Devices and
-- gateways"). Company staff see a device through its plant's company (or a company below theirs)
-- or through its gateway's company, so the counters are keyed by both companies; the nil uuid
-- stands for "none", so a key is never null.

-- The companies a row is seen through, carried on the row itself: a device's counters must move when
-- its plant or gateway changes company, and must still be found when its plant is deleted in the
-- same statement (the cascade sets `plant_id` null after the plant row is gone). Kept by the
-- triggers below only.
ALTER TABLE devices ADD COLUMN plant_company_id uuid, ADD COLUMN gateway_company_id uuid;
ALTER TABLE gateways ADD COLUMN plant_company_id uuid;

UPDATE devices d SET plant_company_id = p.company_id FROM plants p WHERE p.id = d.plant_id;
UPDATE devices d SET gateway_company_id = g.company_id FROM gateways g WHERE g.id = d.gateway_id;
UPDATE gateways g SET plant_company_id = p.company_id FROM plants p WHERE p.id = g.plant_id;

-- A row's plant (and gateway) company, read when it is given a plant or gateway, under the key-share
-- lock its foreign key check takes anyway. A plant or gateway moving to another company first
-- locks its row `FOR UPDATE`, the one lock that conflicts with that: a reader that came first is
-- waited for, and then seen by the move's update of the rows that carry the company (below); one
-- that comes later waits, and reads the company the move committed. Other updates of plants and
-- gateways (the ingest's statuses) take neither lock, so they never wait for a reader.
CREATE FUNCTION company_move_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'plants' THEN
    PERFORM 1 FROM plants WHERE id = OLD.id FOR UPDATE;
  ELSE
    PERFORM 1 FROM gateways WHERE id = OLD.id FOR UPDATE;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER plants_company_move_lock BEFORE UPDATE OF company_id ON plants
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION company_move_lock();
CREATE TRIGGER gateways_company_move_lock BEFORE UPDATE OF company_id ON gateways
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION company_move_lock();

CREATE FUNCTION carried_companies_read() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.plant_company_id := (SELECT company_id FROM plants WHERE id = NEW.plant_id FOR KEY SHARE);
  IF TG_TABLE_NAME = 'devices' THEN
    NEW.gateway_company_id := (SELECT company_id FROM gateways WHERE id = NEW.gateway_id FOR KEY SHARE);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER devices_carried_companies BEFORE INSERT OR UPDATE OF plant_id, gateway_id ON devices
  FOR EACH ROW EXECUTE FUNCTION carried_companies_read();
CREATE TRIGGER gateways_carried_companies BEFORE INSERT OR UPDATE OF plant_id ON gateways
  FOR EACH ROW EXECUTE FUNCTION carried_companies_read();

-- A plant or gateway moved to another company passes its new company to the rows that carry it
-- (whose own counter triggers then move their counts). The moved ids are collected first, so a
-- statement that moves nothing (the ingest's status writes) costs one join of its own rows, and a
-- move finds the rows to change through the indexes on `plant_id` and `gateway_id`.
CREATE FUNCTION plant_company_carry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[] := ARRAY(SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.company_id IS DISTINCT FROM n.company_id);
BEGIN
  IF cardinality(moved) = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE devices d SET plant_company_id = p.company_id FROM plants p
  WHERE p.id = ANY(moved) AND d.plant_id = p.id;
  UPDATE gateways g SET plant_company_id = p.company_id FROM plants p
  WHERE p.id = ANY(moved) AND g.plant_id = p.id;
  RETURN NULL;
END $$;
CREATE TRIGGER plants_company_carry AFTER UPDATE ON plants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION plant_company_carry();

CREATE FUNCTION gateway_company_carry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[] := ARRAY(SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.company_id IS DISTINCT FROM n.company_id);
BEGIN
  IF cardinality(moved) = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE devices d SET gateway_company_id = g.company_id FROM gateways g
  WHERE g.id = ANY(moved) AND d.gateway_id = g.id;
  RETURN NULL;
END $$;
CREATE TRIGGER gateways_company_carry AFTER UPDATE ON gateways
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION gateway_company_carry();

-- Devices by plant company, gateway company, whether on a plant (the list puts those first), kind
-- (a class is a set of kinds) and status.
CREATE TABLE device_counts (
  plant_company_key uuid NOT NULL,
  gateway_company_key uuid NOT NULL,
  on_plant boolean NOT NULL,
  kind text NOT NULL,
  status text NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (plant_company_key, gateway_company_key, on_plant, kind, status)
);

-- Gateways by their plant's company, their own company, whether bound to a plant, and status.
CREATE TABLE gateway_counts (
  plant_company_key uuid NOT NULL,
  company_key uuid NOT NULL,
  bound boolean NOT NULL,
  status text NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (plant_company_key, company_key, bound, status)
);

-- One statement-level trigger per operation, as for plant counts (0055): old rows count -1, new rows
-- +1, summed by key; only keys whose total changed are written, in key order (no deadlocks between
-- two statements). The counter and its keys, computed from a changed row `r` of the transition
-- tables `old_rows` / `new_rows`, follow from the table.
CREATE FUNCTION status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nil constant text := '''00000000-0000-0000-0000-000000000000''::uuid';
  counter text;
  counter_keys text;
  row_keys text;
  changes text[] := '{}';
BEGIN
  IF TG_TABLE_NAME = 'devices' THEN
    counter := 'device_counts';
    counter_keys := 'plant_company_key, gateway_company_key, on_plant, kind, status';
    row_keys := format('coalesce(r.plant_company_id, %1$s), coalesce(r.gateway_company_id, %1$s),
      r.plant_id IS NOT NULL, r.kind, r.status', nil);
  ELSE
    counter := 'gateway_counts';
    counter_keys := 'plant_company_key, company_key, bound, status';
    row_keys := format('coalesce(r.plant_company_id, %1$s), coalesce(r.company_id, %1$s),
      r.plant_id IS NOT NULL, r.status', nil);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    changes := changes || format('SELECT %s, -1 FROM old_rows r', row_keys);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    changes := changes || format('SELECT %s, 1 FROM new_rows r', row_keys);
  END IF;
  EXECUTE format(
    'INSERT INTO %1$I AS c (%2$s, total)
     SELECT %2$s, sum(change) FROM (%3$s) AS changes (%2$s, change)
     GROUP BY %2$s HAVING sum(change) <> 0 ORDER BY %2$s
     ON CONFLICT (%2$s) DO UPDATE SET total = c.total + excluded.total',
    counter, counter_keys, array_to_string(changes, ' UNION ALL '));
  RETURN NULL;
END $$;

CREATE TRIGGER devices_counts_insert AFTER INSERT ON devices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
CREATE TRIGGER devices_counts_delete AFTER DELETE ON devices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
CREATE TRIGGER devices_counts_update AFTER UPDATE ON devices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
CREATE TRIGGER gateways_counts_insert AFTER INSERT ON gateways
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
CREATE TRIGGER gateways_counts_delete AFTER DELETE ON gateways
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();
CREATE TRIGGER gateways_counts_update AFTER UPDATE ON gateways
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION status_counts_apply();

-- A truncate (tests' resets) empties the table without row changes: its counts go with it.
CREATE FUNCTION status_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END $$;
CREATE TRIGGER devices_counts_truncate AFTER TRUNCATE ON devices
  FOR EACH STATEMENT EXECUTE FUNCTION status_counts_clear('device_counts');
CREATE TRIGGER gateways_counts_truncate AFTER TRUNCATE ON gateways
  FOR EACH STATEMENT EXECUTE FUNCTION status_counts_clear('gateway_counts');

INSERT INTO device_counts
SELECT coalesce(plant_company_id, '00000000-0000-0000-0000-000000000000'),
  coalesce(gateway_company_id, '00000000-0000-0000-0000-000000000000'), plant_id IS NOT NULL, kind, status, count(*)
FROM devices GROUP BY 1, 2, 3, 4, 5;
INSERT INTO gateway_counts
SELECT coalesce(plant_company_id, '00000000-0000-0000-0000-000000000000'),
  coalesce(company_id, '00000000-0000-0000-0000-000000000000'), plant_id IS NOT NULL, status, count(*)
FROM gateways GROUP BY 1, 2, 3, 4;
