-- One round trip for the auth hook (perf, issue #6): the live session of a token hash, its idle
-- state (sliding the window at most every p_touch_after seconds), and the facts the identity domain
-- decides a principal from, read under row-level security in the session's own tenant.
-- It runs as the app role (SET role: row-level security applies, exactly as for set_config('role') in
-- withTenant; the caller must be allowed to switch to it), and every SET clause is undone when it
-- returns: the caller's connection and transaction keep no role, tenant or user.
CREATE OR REPLACE FUNCTION auth_resolve_session(p_token_hash text, p_idle_seconds double precision, p_touch_after double precision)
RETURNS TABLE (
  status text, session_id uuid, user_id uuid, login_tenant_id uuid, site text, vendor_id uuid,
  user_disabled boolean, is_member boolean, vendor_serving boolean, permissions text[]
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
    RETURN QUERY SELECT 'unknown'::text, NULL::uuid, NULL::uuid, NULL::uuid, NULL::text, NULL::uuid, NULL::boolean, NULL::boolean, NULL::boolean, NULL::text[];
    RETURN;
  END IF;
  -- Kept (not revoked): every later call with the token also says "expired", not "unknown".
  IF s.last_seen_at < now() - make_interval(secs => p_idle_seconds) THEN
    RETURN QUERY SELECT 'expired'::text, s.id, s.user_id, NULL::uuid, NULL::text, NULL::uuid, NULL::boolean, NULL::boolean, NULL::boolean, NULL::text[];
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
      WHERE mr.tenant_id = s.login_tenant_id AND mr.user_id = s.user_id AND r.site = s.site), '{}'::text[]);
END
$$;
--> statement-breakpoint
-- Callers (the pool user) switch to procure_app inside it: members already may (0000_app_role.sql).
REVOKE ALL ON FUNCTION auth_resolve_session(text, double precision, double precision) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION auth_resolve_session(text, double precision, double precision) TO procure_app;
