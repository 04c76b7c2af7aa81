-- The system version log (`/systemupdate`): records the platform publishes, newest first.
CREATE TABLE versions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number text NOT NULL,
  content_zh text NOT NULL,
  content_en text NOT NULL,
  type text NOT NULL CHECK (type IN ('feature', 'improvement', 'fix')),
  publisher_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  publisher_name text NOT NULL DEFAULT '',
  released_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Version numbers are unique regardless of case.
CREATE UNIQUE INDEX versions_number_key ON versions (lower(number));
CREATE INDEX versions_released_idx ON versions (released_at DESC);
