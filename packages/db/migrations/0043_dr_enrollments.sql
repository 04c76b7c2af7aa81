-- Demand-response enrolments (issue 23, ADR 0048): a plant's battery devices enrolled in one of the
-- four ConnectedSolutions-style programmes. Enrolment is out of scope for OpenADR 3, so the states
-- (invited, pending, accepted, rejected, unenrolled) are Sunfleet's own; the event side (another
-- migration) reads accepted, not opted-out enrolments and their active devices.

CREATE TABLE dr_enrollments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The programme catalogue lives in the contract (packages/contract/src/demand-response.ts).
  program_id text NOT NULL
    CHECK (program_id IN ('capelightcompact-bat', 'eversource-bat', 'nationalgrid-ne-bat', 'ri-energy-bat')),
  plant_id uuid NOT NULL REFERENCES plants (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('invited', 'pending', 'accepted', 'rejected', 'unenrolled')),
  -- Share of each device's discharge capacity the programme may call, in percent.
  participation_level integer NOT NULL DEFAULT 100 CHECK (participation_level BETWEEN 1 AND 100),
  -- An accepted enrolment whose customer opted out of events: dispatch skips it until it opts in.
  opted_out boolean NOT NULL DEFAULT false,
  source_account text NOT NULL CHECK (source_account ~ '^[0-9]+$'),
  utility_account text NOT NULL CHECK (utility_account ~ '^[a-z0-9_-]{1,20}$'),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  -- {country, region, locality, extendedAddress, streetAddress, postalCode}
  service_address jsonb NOT NULL,
  mailing_address jsonb NOT NULL,
  terms_accepted_at timestamptz NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dr_enrollments_plant_idx ON dr_enrollments (plant_id);
-- "Customer account already bound": one live enrolment per utility account and programme.
CREATE UNIQUE INDEX dr_enrollments_account_key ON dr_enrollments (program_id, utility_account)
  WHERE state IN ('invited', 'pending', 'accepted');

CREATE TABLE dr_enrollment_devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  enrollment_id uuid NOT NULL REFERENCES dr_enrollments (id) ON DELETE CASCADE,
  sn text NOT NULL CHECK (sn <> ''),
  -- The plant's device with that serial, when Sunfleet knows it (dispatch needs it).
  device_id uuid REFERENCES devices (id) ON DELETE SET NULL,
  manufacturer text NOT NULL,
  model text NOT NULL,
  install_date date NOT NULL,
  charge_kw numeric(10, 2) NOT NULL CHECK (charge_kw >= 0),
  discharge_kw numeric(10, 2) NOT NULL CHECK (discharge_kw >= 0),
  storage_kwh numeric(10, 2) NOT NULL CHECK (storage_kwh >= 0),
  -- Removed devices stay for the record.
  removed_at timestamptz,
  -- Kept by the triggers below: not removed and its enrolment is invited, pending or accepted.
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dr_enrollment_devices_enrollment_idx ON dr_enrollment_devices (enrollment_id);
CREATE INDEX dr_enrollment_devices_device_idx ON dr_enrollment_devices (device_id);
-- "Device already used": a serial is in at most one live enrolment (and once in it).
CREATE UNIQUE INDEX dr_enrollment_devices_sn_key ON dr_enrollment_devices (sn) WHERE active;

CREATE FUNCTION dr_enrollment_device_active() RETURNS trigger AS $$
BEGIN
  NEW.active := NEW.removed_at IS NULL AND EXISTS (
    SELECT 1 FROM dr_enrollments e
    WHERE e.id = NEW.enrollment_id AND e.state IN ('invited', 'pending', 'accepted'));
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER dr_enrollment_device_active BEFORE INSERT OR UPDATE ON dr_enrollment_devices
  FOR EACH ROW EXECUTE FUNCTION dr_enrollment_device_active();

CREATE FUNCTION dr_enrollment_state_devices() RETURNS trigger AS $$
BEGIN
  -- Touching the rows re-runs the BEFORE trigger, which recomputes active.
  UPDATE dr_enrollment_devices SET removed_at = removed_at WHERE enrollment_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER dr_enrollment_state_devices AFTER UPDATE OF state ON dr_enrollments
  FOR EACH ROW WHEN (NEW.state IS DISTINCT FROM OLD.state)
  EXECUTE FUNCTION dr_enrollment_state_devices();

CREATE TABLE dr_enrollment_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  enrollment_id uuid NOT NULL REFERENCES dr_enrollments (id) ON DELETE CASCADE,
  -- Null for the row that created the enrolment.
  from_state text,
  to_state text NOT NULL,
  -- invite, apply, join_in, reject, approve, opt_in, opt_out, unenroll, quit, add_device, remove_device
  action text NOT NULL,
  actor uuid REFERENCES users (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now(),
  note text NOT NULL DEFAULT ''
);
CREATE INDEX dr_enrollment_history_enrollment_idx ON dr_enrollment_history (enrollment_id, at);
