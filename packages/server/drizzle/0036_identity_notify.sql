-- The identity cache's invalidation (platform/identity-cache): every write to what a request's identity is made of
-- tells every server process on channel `blade_identity`, from inside the writing transaction, so it reaches them
-- at its commit whichever module (or hand-written SQL) wrote it. Statement-level triggers: one notification per
-- statement however many rows it touched, none for a statement that touched none. Payloads: `*` (forget every
-- cached identity), `s:<session ids>` (those sessions), `u:<user ids>` (those users' sessions and API keys); a list
-- too long for one notification becomes `*`.
CREATE OR REPLACE FUNCTION blade_identity_tell(kind text, ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_notify('blade_identity', CASE WHEN kind = '*' OR length(ids) > 7000 THEN '*' ELSE kind || ':' || ids END);
END $$;
--> statement-breakpoint
-- Grants, roles, menus, scopes, tenants and locks change rarely and reach many identities: any change forgets all.
CREATE OR REPLACE FUNCTION blade_identity_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM blade_identity_tell('*', '');
  ELSIF EXISTS (SELECT 1 FROM changed) THEN
    PERFORM blade_identity_tell('*', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['blade_role', 'blade_role_menu', 'blade_menu', 'blade_scope_api', 'blade_scope_data',
    'blade_role_scope', 'blade_tenant', 'blade_auth_lock']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION blade_identity_changed_all()', t || '_identity_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION blade_identity_changed_all()', t || '_identity_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION blade_identity_changed_all()', t || '_identity_del', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION blade_identity_changed_all()', t || '_identity_trunc', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A session revoked, switched (role, department), given a new refresh lifetime or an earlier sign-in or last request
-- (its lifetimes end sooner): that session. The once-a-minute last-seen write (forward) and a refresh token's rotation
-- change nothing a request's identity holds, so they tell nobody.
CREATE OR REPLACE FUNCTION blade_identity_session_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM blade_identity_tell('s', (SELECT string_agg(n.id::text, ',') FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.revoked_at, n.refresh_expires_at, n.create_time, n.role_id, n.dept_id, n.user_id, n.tenant_id,
        n.source_system)
      IS DISTINCT FROM (o.revoked_at, o.refresh_expires_at, o.create_time, o.role_id, o.dept_id, o.user_id,
        o.tenant_id, o.source_system)
      OR coalesce(n.last_seen_at, n.create_time) < coalesce(o.last_seen_at, o.create_time)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION blade_identity_session_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM blade_identity_tell('s', (SELECT string_agg(o.id::text, ',') FROM old_rows o));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A user disabled, removed, moved, renamed, given other roles, departments or posts, or told to change the password.
CREATE OR REPLACE FUNCTION blade_identity_user_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM blade_identity_tell('u', (SELECT string_agg(n.id::text, ',') FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.is_deleted, n.status, n.tenant_id, n.account, n.real_name, n.role_id, n.dept_id, n.post_id,
        n.must_change_password)
      IS DISTINCT FROM (o.is_deleted, o.status, o.tenant_id, o.account, o.real_name, o.role_id, o.dept_id, o.post_id,
        o.must_change_password)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION blade_identity_user_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM blade_identity_tell('u', (SELECT string_agg(o.id::text, ',') FROM old_rows o));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION blade_identity_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM blade_identity_tell('*', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blade_session_identity_upd AFTER UPDATE ON blade_session REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blade_identity_session_updated();
--> statement-breakpoint
CREATE TRIGGER blade_session_identity_del AFTER DELETE ON blade_session REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION blade_identity_session_deleted();
--> statement-breakpoint
CREATE TRIGGER blade_session_identity_trunc AFTER TRUNCATE ON blade_session
  FOR EACH STATEMENT EXECUTE FUNCTION blade_identity_truncated();
--> statement-breakpoint
CREATE TRIGGER blade_user_identity_upd AFTER UPDATE ON blade_user REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blade_identity_user_updated();
--> statement-breakpoint
CREATE TRIGGER blade_user_identity_del AFTER DELETE ON blade_user REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION blade_identity_user_deleted();
--> statement-breakpoint
CREATE TRIGGER blade_user_identity_trunc AFTER TRUNCATE ON blade_user
  FOR EACH STATEMENT EXECUTE FUNCTION blade_identity_truncated();
