-- A company's credentials for the weather provider of `/weather` (POST /saveAuthInfo): one row per
-- company and provider. The key is read only by the api's provider adapter and never sent back.
CREATE TABLE weather_provider_credentials (
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  provider text NOT NULL,
  api_key text NOT NULL,
  updated_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, provider)
);
