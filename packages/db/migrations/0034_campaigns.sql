-- Campaigns (issue 21, docs/adr/0040): one action on many devices — a batch restart, a batch
-- settings write, later a firmware rollout or a demand-response dispatch — released in waves at a
-- pace, halted when too many fail. Each device's part is a row of `campaign_targets` whose work is
-- ordinary commands (`commands`, migration 0016); every change of state is a row of
-- `campaign_events`. All progress lives here, so any process may advance a campaign after any
-- other stopped (`tickCampaigns` of @sunfleet/commands/campaigns/tick).
CREATE TABLE campaigns (
  id uuid PRIMARY KEY,
  -- What each target runs. `firmware` and `demandResponse` are reserved for the rollouts of
  -- issues 22 and 23: their payload names the image or the event, their planner its commands.
  kind text NOT NULL CHECK (kind IN ('restart', 'settings', 'firmware', 'demandResponse')),
  name text NOT NULL DEFAULT '',
  -- The kind's own parameters: {} for restart; {family, page, values} for settings.
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- How the targets were chosen, as asked: {"sns": [...]} or {"filter": {plantId, companyId, model,
  -- status}}. The resolved device set is `campaign_targets`, fixed at creation.
  selection jsonb NOT NULL,
  -- The first wave: this many targets (already resolved from a size or a share); then the rest.
  first_wave integer NOT NULL CHECK (first_wave >= 1),
  current_wave integer NOT NULL DEFAULT 1 CHECK (current_wave IN (1, 2)),
  -- Pacing: at most this many targets released in any minute.
  per_minute integer NOT NULL CHECK (per_minute >= 1),
  -- Halt when failed > halt_failure_percent % of executed, once at least halt_min_executed executed
  -- (counted since the last resume: halt_base_* are the counts at that moment).
  halt_failure_percent integer NOT NULL CHECK (halt_failure_percent BETWEEN 0 AND 100),
  halt_min_executed integer NOT NULL CHECK (halt_min_executed >= 1),
  halt_base_executed integer NOT NULL DEFAULT 0,
  halt_base_failed integer NOT NULL DEFAULT 0,
  state text NOT NULL DEFAULT 'running'
    CHECK (state IN ('running', 'paused', 'halted', 'cancelled', 'completed')),
  reason text NOT NULL DEFAULT '',
  -- The campaign this one retries the failed targets of.
  retry_of uuid REFERENCES campaigns (id) ON DELETE SET NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  company_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
-- The tick's work: campaigns not at rest — running, paused or halted (they may resume), and
-- cancelled ones whose commands already sent are still being read back. `finished_at` is set when
-- a campaign completes, or when a cancelled one has nothing open left.
CREATE INDEX campaigns_active_idx ON campaigns (created_at) WHERE finished_at IS NULL;
CREATE INDEX campaigns_company_idx ON campaigns (company_id, created_at DESC);

CREATE TABLE campaign_targets (
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  -- Order of release: the first `first_wave` positions are wave 1.
  position integer NOT NULL,
  gateway_sn text NOT NULL,
  device_sn text,
  plant_id uuid,
  wave integer NOT NULL,
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'queued', 'running', 'succeeded', 'failed', 'cancelled', 'skipped')),
  -- The commands this target runs, planned at creation ([{kind, payload}], in order), and the ids
  -- of those enqueued once released.
  plan jsonb NOT NULL,
  command_ids uuid[] NOT NULL DEFAULT '{}',
  -- How many times this device was tried for the same action (a retry campaign carries it on).
  attempts integer NOT NULL DEFAULT 0,
  error text,
  released_at timestamptz,
  finished_at timestamptz,
  PRIMARY KEY (campaign_id, position)
);
CREATE INDEX campaign_targets_open_idx ON campaign_targets (campaign_id, state)
  WHERE state IN ('pending', 'queued', 'running');
CREATE INDEX campaign_targets_released_idx ON campaign_targets (campaign_id, released_at)
  WHERE released_at IS NOT NULL;

CREATE TABLE campaign_events (
  id bigserial PRIMARY KEY,
  campaign_id uuid NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  -- Null for a change of the campaign's own state; the target's gateway/device SN otherwise.
  target_sn text,
  state text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  detail text NOT NULL DEFAULT '',
  user_id uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX campaign_events_campaign_idx ON campaign_events (campaign_id, id);
