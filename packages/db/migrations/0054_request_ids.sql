-- The request id of the api call that asked for a command or started a campaign (issue 24: one id
-- across api, ingest and commands in the logs). A campaign's commands carry the campaign's id: the
-- call that started it is the one an operator looks for. NULL for Sunfleet's own commands.
ALTER TABLE commands ADD COLUMN IF NOT EXISTS request_id text;
ALTER TABLE campaigns ADD COLUMN IF NOT EXISTS request_id text;
