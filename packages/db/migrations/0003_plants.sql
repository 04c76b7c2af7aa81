-- Plants as the portal manages them (spec section 3): the fields of the creation wizard and edit
-- form, who created the plant, shares with visitors and managers, and the expected monthly yield
-- imported from PVsyst or a generation forecast. Extends the minimal `plants` of 0002.

ALTER TABLE plants
  ADD COLUMN alias text NOT NULL DEFAULT '',
  ADD COLUMN plant_type text NOT NULL DEFAULT 'gridTied'
    CHECK (plant_type IN ('gridTied', 'acCoupledStorage', 'dcCoupledStorage')),
  ADD COLUMN commissioning_date date,
  -- The tariff as the contract's ZPlantIncome: {method, currency, price | segments+weekdays |
  -- feedInPrice+selfUsePrice}. Null for a plant created outside the wizard (seed, import).
  ADD COLUMN income jsonb,
  ADD COLUMN latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  ADD COLUMN longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  ADD COLUMN address text NOT NULL DEFAULT '',
  ADD COLUMN picture_url text,
  ADD COLUMN contact text NOT NULL DEFAULT '',
  ADD COLUMN phone text NOT NULL DEFAULT '',
  ADD COLUMN installer text NOT NULL DEFAULT '',
  ADD COLUMN investment double precision CHECK (investment >= 0),
  ADD COLUMN created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

-- A plant shared with a customer account: visitors read, managers also edit.
CREATE TABLE plant_shares (
  plant_id uuid NOT NULL REFERENCES plants (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('visitor', 'manager')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (plant_id, user_id)
);
CREATE INDEX plant_shares_user_idx ON plant_shares (user_id);

-- Expected yield of each calendar month (kWh), shown beside the actual yield. An import replaces
-- all twelve months of a plant at once.
CREATE TABLE plant_expected_yields (
  plant_id uuid NOT NULL REFERENCES plants (id) ON DELETE CASCADE,
  month smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  expected_kwh double precision NOT NULL CHECK (expected_kwh >= 0),
  source text NOT NULL CHECK (source IN ('pvsyst', 'forecast')),
  imported_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (plant_id, month)
);
