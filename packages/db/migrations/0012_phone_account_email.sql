-- A phone account (spec section 5: an account is a phone number or an e-mail) receives its
-- verification codes by e-mail, as there is no SMS: the address it gives at sign-up is kept here
-- for its password resets. E-mail accounts leave it empty (the account is the address). The check
-- skips rows older than this migration (NOT VALID): none had a phone account, and none can now.
ALTER TABLE users ADD COLUMN email text;
ALTER TABLE users
  ADD CONSTRAINT users_phone_account_email CHECK (position('@' in account) > 0 OR email IS NOT NULL) NOT VALID;
