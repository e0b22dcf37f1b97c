-- An account's interface language may now be Spanish too. The old `lang` column's CHECK
-- allows only 'it' and 'en', and rebuilding `users` (which twenty tables reference) to
-- change it is riskier than a new column: `language` takes over, copied from `lang`,
-- which is no longer read or written.
ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('it', 'en', 'es'));
UPDATE users SET language = lang;
