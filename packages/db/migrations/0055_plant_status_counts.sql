-- Plant counts that stay flat as the fleet grows (issue 24 §3, docs/adr/0064-flat-counts.md).
-- The platform's and a company's plant counts by status are read from here (a few rows per company)
-- instead of counting every visible plant. Plants without a company count under the nil uuid, so
-- the key is never null.
CREATE TABLE plant_status_counts (
  company_key uuid NOT NULL,
  status text NOT NULL,
  total bigint NOT NULL,
  PRIMARY KEY (company_key, status)
);

-- One statement-level trigger per operation, with the statement's changed rows as transition
-- tables: a bulk status update (the ingest's, the offline sweep's) costs one aggregate of its own
-- rows, and a statement that changes no plant's company or status writes nothing. Counter rows are
-- taken in key order, so two statements moving counts of the same companies cannot deadlock.
CREATE FUNCTION plant_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO plant_status_counts AS c (company_key, status, total)
    SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'), status, count(*)
    FROM new_plants GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_key, status) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO plant_status_counts AS c (company_key, status, total)
    SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'), status, -count(*)
    FROM old_plants GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (company_key, status) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO plant_status_counts AS c (company_key, status, total)
    SELECT company_key, status, sum(change) FROM (
      SELECT coalesce(o.company_id, '00000000-0000-0000-0000-000000000000') AS company_key, o.status, -1 AS change
      FROM old_plants o JOIN new_plants n ON n.id = o.id
      WHERE (o.company_id, o.status) IS DISTINCT FROM (n.company_id, n.status)
      UNION ALL
      SELECT coalesce(n.company_id, '00000000-0000-0000-0000-000000000000'), n.status, 1
      FROM old_plants o JOIN new_plants n ON n.id = o.id
      WHERE (o.company_id, o.status) IS DISTINCT FROM (n.company_id, n.status)
    ) changes GROUP BY 1, 2 HAVING sum(change) <> 0 ORDER BY 1, 2
    ON CONFLICT (company_key, status) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER plants_status_counts_insert AFTER INSERT ON plants
  REFERENCING NEW TABLE AS new_plants FOR EACH STATEMENT EXECUTE FUNCTION plant_status_counts_apply();
CREATE TRIGGER plants_status_counts_delete AFTER DELETE ON plants
  REFERENCING OLD TABLE AS old_plants FOR EACH STATEMENT EXECUTE FUNCTION plant_status_counts_apply();
CREATE TRIGGER plants_status_counts_update AFTER UPDATE ON plants
  REFERENCING OLD TABLE AS old_plants NEW TABLE AS new_plants
  FOR EACH STATEMENT EXECUTE FUNCTION plant_status_counts_apply();
-- A truncate (tests' resets) empties plants without row changes: the counts go with them.
CREATE FUNCTION plant_status_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM plant_status_counts;
  RETURN NULL;
END $$;
CREATE TRIGGER plants_status_counts_truncate AFTER TRUNCATE ON plants
  FOR EACH STATEMENT EXECUTE FUNCTION plant_status_counts_clear();

INSERT INTO plant_status_counts (company_key, status, total)
SELECT coalesce(company_id, '00000000-0000-0000-0000-000000000000'), status, count(*) FROM plants GROUP BY 1, 2;
