-- A plant whose devices do not measure its load (a string inverter and a grid meter) now has it
-- in its rollups by the balance at the connection point: PV + import − export + discharge −
-- charge (ADR 0018). The ingest writes it for new buckets; this fills in the buckets written
-- before, so old days, months and years agree with new ones. Plants without grid values keep no
-- load: it is unknown. Same arithmetic as `loadByBalance` in @sunfleet/protocols/energy-balance.
UPDATE plant_rollups
SET energy = energy || jsonb_build_object('loadEnergyTotal', greatest(0,
  (energy ->> 'pvEnergyTotal')::float8
  + coalesce((energy ->> 'gridImportEnergyTotal')::float8, 0)
  - coalesce((energy ->> 'gridExportEnergyTotal')::float8, 0)
  + coalesce((energy ->> 'batteryDischargeEnergyTotal')::float8, 0)
  - coalesce((energy ->> 'batteryChargeEnergyTotal')::float8, 0)))
WHERE energy -> 'loadEnergyTotal' IS NULL
  AND energy -> 'pvEnergyTotal' IS NOT NULL
  AND (energy -> 'gridImportEnergyTotal' IS NOT NULL OR energy -> 'gridExportEnergyTotal' IS NOT NULL);

UPDATE plant_rollups
SET power = power || jsonb_build_object('loadPower', greatest(0,
  (power ->> 'pvPower')::float8
  + (power ->> 'gridPower')::float8
  + coalesce((power ->> 'batteryPower')::float8, 0)))
WHERE power -> 'loadPower' IS NULL
  AND power -> 'pvPower' IS NOT NULL
  AND power -> 'gridPower' IS NOT NULL;
