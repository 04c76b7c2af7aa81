-- Lists stay flat as the fleet grows (issue 24 §3, docs/adr/0051-flat-lists.md).

-- A customer's gateways that are not on a plant yet are found by this, not by scanning gateways.
CREATE INDEX gateways_customer_idx ON gateways (customer_id) WHERE customer_id IS NOT NULL;

-- The plant list pages in either direction of each sort (the key, then the id the same way), so
-- an index scanned forwards serves ascending order and backwards descending order; the last page
-- is read backwards from the end instead of skipping every row before it.
DROP INDEX plants_company_created_idx;
DROP INDEX plants_created_idx;
CREATE INDEX plants_company_created_idx ON plants (company_id, created_at NULLS FIRST, id);
CREATE INDEX plants_created_idx ON plants (created_at NULLS FIRST, id);
CREATE INDEX plants_name_sort_idx ON plants (lower(name) NULLS FIRST, id);
CREATE INDEX plants_capacity_sort_idx ON plants (capacity_kw NULLS FIRST, id);

-- The device lists read devices by plant and SN, the plant's devices in SN order.
CREATE INDEX devices_plant_sn_idx ON devices (plant_id, sn);
DROP INDEX devices_plant_idx;
-- Plant names in list order (NULLS LAST is where devices on no plant go).
CREATE INDEX plants_name_idx ON plants (name, id);
-- The gateway list: newest first, then by SN.
CREATE INDEX gateways_created_idx ON gateways (created_at DESC, sn);

-- The live numbers the plant list sorts by, one row per plant, refreshed by the api's scheduled
-- job `plants.list-values` (apps/api/src/modules/plants/list-values.ts): sorting reads these
-- through their indexes, while the rows shown compute their numbers live. A plant has its row from
-- its insert on (the trigger), so a new plant is never missing from a sorted page.
CREATE TABLE plant_list_values (
  plant_id uuid PRIMARY KEY REFERENCES plants (id) ON DELETE CASCADE,
  power double precision,
  energy_today double precision NOT NULL DEFAULT 0,
  energy_total double precision NOT NULL DEFAULT 0,
  last_update timestamptz,
  refreshed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plant_list_values_power_idx ON plant_list_values (power NULLS FIRST, plant_id);
CREATE INDEX plant_list_values_energy_today_idx ON plant_list_values (energy_today NULLS FIRST, plant_id);
CREATE INDEX plant_list_values_energy_total_idx ON plant_list_values (energy_total NULLS FIRST, plant_id);
CREATE INDEX plant_list_values_last_update_idx ON plant_list_values (last_update NULLS FIRST, plant_id);

CREATE FUNCTION plant_list_values_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO plant_list_values (plant_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;
CREATE TRIGGER plants_list_values_row AFTER INSERT ON plants
  FOR EACH ROW EXECUTE FUNCTION plant_list_values_row();

INSERT INTO plant_list_values (plant_id) SELECT id FROM plants;
