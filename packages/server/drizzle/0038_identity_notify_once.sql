-- Every connection of a server process listens on `blade_identity` (platform/db/change-feed.ts), so each process
-- receives a notification once per connection. Each payload now starts with its transaction's id, `<xid>|`, so a
-- process acts on the first copy and drops the others: a late copy would otherwise count as a new change and keep
-- a read that began after the first out of the cache. PostgreSQL folds identical notifications of one transaction,
-- so `<xid>|<payload>` names one change.
CREATE OR REPLACE FUNCTION blade_identity_tell(kind text, ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_notify('blade_identity', txid_current()::text || '|'
    || CASE WHEN kind = '*' OR length(ids) > 7000 THEN '*' ELSE kind || ':' || ids END);
END $$;
