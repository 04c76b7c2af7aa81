-- Agents (spec section 6): a company may sell under another. Each company is the agent of at most
-- one upper company (903), never its own (900); the service refuses a link that would close a
-- cycle, so the hierarchy stays a forest. The upper company sees its agents' plants read-only.
CREATE TABLE company_agents (
  agent_company_id uuid PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  upper_company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT company_agents_not_self CHECK (agent_company_id <> upper_company_id)
);
CREATE INDEX company_agents_upper_idx ON company_agents (upper_company_id);

-- A company logo is an upload like a plant picture: the uploader's until a company takes it
-- (`company_id`), purged if none does, removed when the company replaces it.
ALTER TABLE uploads ADD COLUMN company_id uuid REFERENCES companies (id) ON DELETE CASCADE;
CREATE INDEX uploads_company_idx ON uploads (company_id);
