DROP INDEX "action_logs_created";--> statement-breakpoint
DROP INDEX "action_logs_user_created";--> statement-breakpoint
DROP INDEX "action_logs_agency_created";--> statement-breakpoint
DROP INDEX "action_logs_route_created";--> statement-breakpoint
CREATE INDEX "action_logs_created_brin" ON "action_logs" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "action_logs_user_id" ON "action_logs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "action_logs_agency_id" ON "action_logs" USING btree ("agency_code","id");--> statement-breakpoint
CREATE INDEX "action_logs_route_id" ON "action_logs" USING btree ("route","id");--> statement-breakpoint
-- The in-process session cache (services/sessionCache.ts) learns of every change that must
-- end or alter a cached session from the database itself, whatever code path or SQL made it:
-- a deleted session (logout, expiry), a changed or deleted user (password, role, agency, deletion),
-- a changed agency (its name) and any change to an agency's IP allow-list. Each changed row
--   * sends NOTIFY olive_session_cache '<key>' (delivered at COMMIT, to every server instance), and
--   * appends '<key> ' to the transaction-local setting olive.cache_keys, which the request's own
--     transaction reads back with its action-log row (RETURNING), so the instance that made the
--     change drops its entries before it answers (exact on the writer, NOTIFY for the others).
-- Keys: s:<session id hash>, u:<user id>, a:<agency code>; '*' (too many keys) means "drop all".
CREATE FUNCTION olive_cache_key_changed(key text) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  seen text := coalesce(current_setting('olive.cache_keys', true), '');
BEGIN
  PERFORM pg_notify('olive_session_cache', key);
  IF seen = '* ' THEN
    RETURN;
  ELSIF length(seen) > 4000 THEN
    PERFORM set_config('olive.cache_keys', '* ', true);
  ELSIF strpos(' ' || seen, ' ' || key || ' ') = 0 THEN
    PERFORM set_config('olive.cache_keys', seen || key || ' ', true);
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION olive_session_cache_row() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM olive_cache_key_changed('s:' || OLD.id_hash);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM olive_cache_key_changed('u:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'agencies' THEN
    PERFORM olive_cache_key_changed('a:' || OLD.code);
  ELSIF TG_TABLE_NAME = 'agency_ips' THEN
    IF TG_OP <> 'INSERT' THEN
      PERFORM olive_cache_key_changed('a:' || OLD.agency_code);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM olive_cache_key_changed('a:' || NEW.agency_code);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_cache AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION olive_session_cache_row();--> statement-breakpoint
CREATE TRIGGER users_cache AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION olive_session_cache_row();--> statement-breakpoint
CREATE TRIGGER agencies_cache AFTER UPDATE OR DELETE ON agencies FOR EACH ROW EXECUTE FUNCTION olive_session_cache_row();--> statement-breakpoint
CREATE TRIGGER agency_ips_cache AFTER INSERT OR UPDATE OR DELETE ON agency_ips FOR EACH ROW EXECUTE FUNCTION olive_session_cache_row();
