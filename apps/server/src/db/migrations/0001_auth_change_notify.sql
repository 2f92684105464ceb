-- Notifies 'kg_auth_changed' whenever a column that a signed-in session is built from changes (a teacher
-- deactivated, a role or class changed, a session revoked, a class renamed). The embedded server keeps session rows
-- in memory and drops them on this notification (modules/auth/session-cache.ts); last_seen_at updates do not notify.
create or replace function kg_auth_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('kg_auth_changed', '');
  return null;
end $$;
--> statement-breakpoint
create or replace trigger kg_auth_changed_teachers
  after update of id, login_id, name, role, class_id, active, must_change_password, profile_file_id or delete or truncate
  on teachers for each statement execute function kg_auth_changed();
--> statement-breakpoint
create or replace trigger kg_auth_changed_classes
  after update of id, name, color or delete or truncate
  on classes for each statement execute function kg_auth_changed();
--> statement-breakpoint
create or replace trigger kg_auth_changed_sessions
  after update of id, teacher_id, remember_me, revoked_at, previous_login_at or delete or truncate
  on auth_sessions for each statement execute function kg_auth_changed();
