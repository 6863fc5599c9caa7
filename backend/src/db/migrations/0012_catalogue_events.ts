/**
 * Catalogue change events. The gateways cache the public catalogue (studios, their instructors and
 * testimonials, class types); whatever changes those tables — the seed at start-up, a migration, an
 * operator's SQL — writes a public `catalogue.changed` event, so every gateway clears its cache at once.
 *
 * A statement-level trigger per table, so nothing that writes the tables can forget it; one event per
 * table and transaction (a seed that rewrites a table is one change). Written exactly as recordEvent
 * does (src/events/record.ts): under the events advisory lock EVENTS_LOCK_KEY (0x53464556 = 1397114198)
 * held to commit, so ids commit in order, then pg_notify on EVENTS_CHANNEL ('streamfit_events') with
 * the new id. test/catalogue-events.test.ts checks the two constants still agree with record.ts.
 */
export const sql = /* sql */ `
-- The search_path of the migration (the backend's schema), so an operator's session with another one still
-- writes into the backend's events table.
CREATE FUNCTION record_catalogue_change() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  -- Set for the rest of the transaction once this table's event is written.
  written_marker text := 'streamfit.catalogue_changed_' || TG_TABLE_NAME;
  event_id bigint;
BEGIN
  IF current_setting(written_marker, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(written_marker, 'yes', true);
  PERFORM pg_advisory_xact_lock(1397114198);
  INSERT INTO events (type, occurred_at, subject_kind, subject_id, audience_user_ids, payload)
  VALUES ('catalogue.changed', now(), TG_ARGV[0], TG_TABLE_NAME, NULL, jsonb_build_object('table', TG_TABLE_NAME))
  RETURNING id INTO event_id;
  PERFORM pg_notify('streamfit_events', event_id::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER studios_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON studios
  FOR EACH STATEMENT EXECUTE FUNCTION record_catalogue_change('studio');
CREATE TRIGGER studio_instructors_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON studio_instructors
  FOR EACH STATEMENT EXECUTE FUNCTION record_catalogue_change('studio_instructor');
CREATE TRIGGER studio_testimonials_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON studio_testimonials
  FOR EACH STATEMENT EXECUTE FUNCTION record_catalogue_change('studio_testimonial');
CREATE TRIGGER class_types_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON class_types
  FOR EACH STATEMENT EXECUTE FUNCTION record_catalogue_change('class_type');
`;
