-- Periodic jobs run once per period however many processes run them (docs/adr/0041): a process
-- runs a job only after winning its row for the period (`expires_at` passed → one conditional
-- upsert takes it until `now() + period`). A holder that crashed leaves a lease that simply
-- expires. `runs` counts the periods won, for operators and for the test that proves it.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  last_run_at timestamptz NOT NULL,
  runs bigint NOT NULL DEFAULT 0
);
