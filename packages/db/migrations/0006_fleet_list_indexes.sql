-- The fleet list pages plants newest first (its default sort) and counts them by status. On a
-- 10,000-plant company both read every plant row without these: the page sorts them all to keep
-- 20, the counts scan the table. With them the page reads its 20 rows in index order and the
-- counts are an index-only scan (measured by bench/plants-throughput.ts, docs/performance.md).
-- The platform operator's list has no company condition, hence the index without it.
CREATE INDEX plants_company_created_idx ON plants (company_id, created_at DESC NULLS LAST, id);
CREATE INDEX plants_created_idx ON plants (created_at DESC NULLS LAST, id);
CREATE INDEX plants_company_status_idx ON plants (company_id, status);
-- Every lookup by company alone (tenancy, the foreign key) is served by the indexes above.
DROP INDEX plants_company_idx;
