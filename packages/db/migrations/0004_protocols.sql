-- Device protocol configuration (spec section 3): dictionaries a company imported or edited, and
-- the function codes data loggers support. The dictionaries Sunfleet ships live in code
-- (`@sunfleet/protocols`) and are read-only; only the ones users bring are stored here.

-- A stored dictionary. `dictionary` is the whole ZProtocolDictionary (blocks and entries with the
-- spec's fields), validated by the application on every write; kind and model are copied out so
-- lists need not read the document. Devices refer to it by id like to a shipped one.
CREATE TABLE protocol_dictionaries (
  id text PRIMARY KEY,
  company_id uuid REFERENCES companies (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('imported', 'custom')),
  kind text NOT NULL,
  brand text,
  model text NOT NULL,
  dictionary jsonb NOT NULL,
  created_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX protocol_dictionaries_company_idx ON protocol_dictionaries (company_id);

-- A command a data logger understands, by its Modbus function code (unique).
CREATE TABLE logger_functions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code smallint NOT NULL UNIQUE CHECK (code BETWEEN 1 AND 255),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO logger_functions (code, name, description) VALUES
  (3, 'Read holding registers', 'Reads settings and values a device keeps in holding registers'),
  (4, 'Read input registers', 'Reads measurements a device exposes as input registers'),
  (6, 'Write single register', 'Writes one holding register (a parameter setting)'),
  (16, 'Write multiple registers', 'Writes consecutive holding registers in one request');
