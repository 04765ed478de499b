-- Issue #16 §7: a company frozen by an operator locks its people out at once. A frozen tenant (buyer)
-- takes every session logged into it; a frozen supplier company takes every session of its users. The
-- session lookup (0028) answers "not a member" for them (the auth hook then answers 401), and freezing
-- or unfreezing bumps the auth epoch so that no cached principal outlives the change.
CREATE TRIGGER tenants_frozen_auth_epoch AFTER UPDATE OF frozen_at ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
--> statement-breakpoint
CREATE TRIGGER vendors_frozen_auth_epoch AFTER UPDATE OF frozen_at ON vendors
  FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump();
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
      SELECT 1 FROM tenant_members m WHERE m.tenant_id = s.login_tenant_id AND m.user_id = s.user_id)
      AND NOT EXISTS (SELECT 1 FROM tenants t WHERE t.id = s.login_tenant_id AND t.frozen_at IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM vendors v WHERE v.id = s.vendor_id AND v.frozen_at IS NOT NULL),
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
