-- The auth hook caches a session's principal facts per API process (perf, issue #6) and must never
-- serve them once they changed: every write to what they are read from bumps this one-row counter
-- in the writer's own transaction (a sequence would move before the commit), and each request
-- compares the counter read with its session row to the one its cache entry was computed with.
CREATE TABLE auth_epoch (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  value bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO auth_epoch (id, value) VALUES (true, 1);
--> statement-breakpoint
GRANT SELECT, UPDATE ON auth_epoch TO procure_app;
--> statement-breakpoint
CREATE FUNCTION auth_epoch_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_epoch SET value = value + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- users: only what locks an account out (profile and language edits do not flush every cache).
CREATE TRIGGER users_auth_epoch AFTER UPDATE OF disabled OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER users_auth_epoch_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER tenant_members_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenant_members
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER tenant_vendors_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenant_vendors
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER member_roles_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_roles
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER roles_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_epoch AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
-- The full lookup (0027) now also returns the counter, read in the same snapshot as the facts.
DROP FUNCTION auth_resolve_session(text, double precision, double precision);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_resolve_session(p_token_hash text, p_idle_seconds double precision, p_touch_after double precision)
RETURNS TABLE (
  status text, session_id uuid, user_id uuid, login_tenant_id uuid, site text, vendor_id uuid,
  user_disabled boolean, is_member boolean, vendor_serving boolean, permissions text[], epoch bigint
)
LANGUAGE plpgsql VOLATILE ROWS 1
SET role = 'procure_app'
SET app.tenant_id = '' SET app.user_id = '' SET app.vendor_id = ''
AS $$
DECLARE
  s record;
BEGIN
  SELECT x.id, x.user_id, x.login_tenant_id, x.site, x.vendor_id, x.last_seen_at
    INTO s FROM sessions x WHERE x.token_hash = p_token_hash AND x.revoked_at IS NULL;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'unknown'::text, NULL::uuid, NULL::uuid, NULL::uuid, NULL::text, NULL::uuid, NULL::boolean, NULL::boolean, NULL::boolean, NULL::text[], NULL::bigint;
    RETURN;
  END IF;
  -- Kept (not revoked): every later call with the token also says "expired", not "unknown".
  IF s.last_seen_at < now() - make_interval(secs => p_idle_seconds) THEN
    RETURN QUERY SELECT 'expired'::text, s.id, s.user_id, NULL::uuid, NULL::text, NULL::uuid, NULL::boolean, NULL::boolean, NULL::boolean, NULL::text[], NULL::bigint;
    RETURN;
  END IF;
  IF s.last_seen_at < now() - make_interval(secs => p_touch_after) THEN
    UPDATE sessions SET last_seen_at = now() WHERE id = s.id;
  END IF;
  PERFORM set_config('app.tenant_id', coalesce(s.login_tenant_id::text, ''), true),
          set_config('app.user_id', s.user_id::text, true),
          set_config('app.vendor_id', coalesce(s.vendor_id::text, ''), true);
  RETURN QUERY SELECT 'active'::text, s.id, s.user_id, s.login_tenant_id, s.site, s.vendor_id,
    coalesce((SELECT u.disabled FROM users u WHERE u.id = s.user_id), true),
    s.login_tenant_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM tenant_members m WHERE m.tenant_id = s.login_tenant_id AND m.user_id = s.user_id),
    s.vendor_id IS NOT NULL AND s.login_tenant_id IS NOT NULL AND EXISTS (
      SELECT 1 FROM tenant_vendors tv WHERE tv.tenant_id = s.login_tenant_id AND tv.vendor_id = s.vendor_id
        AND tv.status = 'active'),
    coalesce((SELECT array_agg(DISTINCT rp.permission_key ORDER BY rp.permission_key)
      FROM member_roles mr
      JOIN roles r ON r.id = mr.role_id AND r.tenant_id = mr.tenant_id
      JOIN role_permissions rp ON rp.role_id = mr.role_id AND rp.tenant_id = mr.tenant_id
      WHERE mr.tenant_id = s.login_tenant_id AND mr.user_id = s.user_id AND r.site = s.site), '{}'::text[]),
    (SELECT a.value FROM auth_epoch a);
END
$$;
--> statement-breakpoint
-- Callers (the pool user) switch to procure_app inside it: members already may (0000_app_role.sql).
REVOKE ALL ON FUNCTION auth_resolve_session(text, double precision, double precision) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION auth_resolve_session(text, double precision, double precision) TO procure_app;
