-- Demand-response events (issue 23, docs/adr/0049): what Sunfleet's VEN read from a programme's
-- OpenADR 3.1 VTN, how it dispatched each enrolled battery (campaigns of kind demandResponse) and
-- what each battery delivered. OpenADR events carry no status: pending, active and completed follow
-- from the window; cancelled is set when the VTN deletes the event, zeroes its window, or a user
-- with the permission cancels it here.

CREATE TABLE dr_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The VTN's own ids (objectID: URL-safe, at most 128 characters).
  vtn_event_id text NOT NULL UNIQUE,
  vtn_program_id text NOT NULL,
  -- Sunfleet's programme: the VTN program's programName.
  program_id text NOT NULL
    CHECK (program_id IN ('capelightcompact-bat', 'eversource-bat', 'nationalgrid-ne-bat', 'ri-energy-bat')),
  name text NOT NULL DEFAULT '',
  -- dispatch: a SIMPLE call from 1; none: nothing for a battery; refused: breaks the enumerations.
  reading text NOT NULL CHECK (reading IN ('dispatch', 'none', 'refused')),
  refusal text NOT NULL DEFAULT '',
  level integer NOT NULL DEFAULT 0,
  starts_at timestamptz,
  ends_at timestamptz,
  -- The event as the VTN last sent it (official shape), and its modificationDateTime.
  body jsonb NOT NULL,
  vtn_modified_at text NOT NULL,
  -- The revision the batteries were last sent (a VTN update sends them again).
  dispatched_revision text,
  cancelled_at timestamptz,
  cancelled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- vtn: deleted or zeroed by the VTN; user: cancelled in Sunfleet.
  cancel_source text CHECK (cancel_source IN ('vtn', 'user')),
  -- The performance report posted back to the VTN.
  vtn_report_id text,
  reported_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((cancelled_at IS NULL) = (cancel_source IS NULL))
);
CREATE INDEX dr_events_program_idx ON dr_events (program_id, starts_at DESC);
-- The dispatch job looks at events not yet over.
CREATE INDEX dr_events_open_idx ON dr_events (ends_at) WHERE cancelled_at IS NULL;

-- One row per event and enrolled battery: what it was asked, its dispatch state, and what it did.
CREATE TABLE dr_event_batteries (
  event_id uuid NOT NULL REFERENCES dr_events (id) ON DELETE CASCADE,
  device_sn text NOT NULL,
  gateway_sn text NOT NULL,
  plant_id uuid REFERENCES plants (id) ON DELETE SET NULL,
  enrollment_id uuid REFERENCES dr_enrollments (id) ON DELETE SET NULL,
  requested_kw double precision NOT NULL,
  -- sent: in a dispatch campaign; optedOut: its customer opted out (a cancel was sent if it had
  -- been dispatched); cancelled: the event was cancelled after it was sent.
  state text NOT NULL DEFAULT 'sent' CHECK (state IN ('sent', 'optedOut', 'cancelled')),
  campaign_id uuid REFERENCES campaigns (id) ON DELETE SET NULL,
  -- Re-dispatches after a command that was never acknowledged.
  resends integer NOT NULL DEFAULT 0,
  average_kw double precision,
  baseline_kw double precision,
  energy_kwh double precision,
  soc_start double precision,
  soc_end double precision,
  completeness double precision,
  measured_at timestamptz,
  PRIMARY KEY (event_id, device_sn)
);
CREATE INDEX dr_event_batteries_plant_idx ON dr_event_batteries (plant_id);
