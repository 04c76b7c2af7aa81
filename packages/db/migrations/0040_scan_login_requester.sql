-- Scan-code sign-in shows who asks (issue 25): the approving device names the requesting browser,
-- its address and when it asked, and anonymous requests are counted per address (a throttle).
ALTER TABLE scan_logins ADD COLUMN address text NOT NULL DEFAULT '';
ALTER TABLE scan_logins ADD COLUMN user_agent text NOT NULL DEFAULT '';
CREATE INDEX scan_logins_address_idx ON scan_logins (address, created_at);
