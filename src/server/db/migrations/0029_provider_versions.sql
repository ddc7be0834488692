CREATE TABLE "provider_versions" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"rules" bigint DEFAULT 0 NOT NULL,
	"bookings" bigint DEFAULT 0 NOT NULL,
	"quota" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- ADR 0043: every statement that writes rows shaping a provider's public page raises one of that
-- provider's counters, in the writer's transaction (statement-level: one upsert per provider and
-- statement, providers taken in order so that two writers never wait on each other in a cycle).
-- One function per (provider column, counter), with static SQL: PL/pgSQL keeps its plans.
DO $$
DECLARE
  pair text[];
BEGIN
  FOREACH pair SLICE 1 IN ARRAY ARRAY[
    ['provider_id', 'rules'], ['provider_id', 'bookings'], ['id', 'rules'], ['user_id', 'rules'],
    ['user_id', 'quota']
  ] LOOP
    EXECUTE format($f$
      CREATE FUNCTION %1$I() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO provider_versions AS v (provider_id, %3$I)
            SELECT DISTINCT n.%2$I, 1 FROM new_rows n WHERE n.%2$I IS NOT NULL ORDER BY 1
            ON CONFLICT (provider_id) DO UPDATE SET %3$I = v.%3$I + 1;
        ELSIF TG_OP = 'DELETE' THEN
          INSERT INTO provider_versions AS v (provider_id, %3$I)
            SELECT DISTINCT o.%2$I, 1 FROM old_rows o WHERE o.%2$I IS NOT NULL ORDER BY 1
            ON CONFLICT (provider_id) DO UPDATE SET %3$I = v.%3$I + 1;
        ELSE
          INSERT INTO provider_versions AS v (provider_id, %3$I)
            SELECT t.id, 1 FROM (SELECT n.%2$I AS id FROM new_rows n UNION SELECT o.%2$I FROM old_rows o) t
            WHERE t.id IS NOT NULL ORDER BY 1
            ON CONFLICT (provider_id) DO UPDATE SET %3$I = v.%3$I + 1;
        END IF;
        RETURN NULL;
      END
      $body$;
    $f$, 'bump_' || pair[2] || '_version_by_' || pair[1], pair[1], pair[2]);
  END LOOP;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text[][] := ARRAY[
    ['bookings', 'provider_id', 'bookings'], ['services', 'provider_id', 'rules'],
    ['availability_weekly', 'provider_id', 'rules'], ['availability_overrides', 'provider_id', 'rules'],
    ['provider_settings', 'provider_id', 'rules'], ['provider_profiles', 'provider_id', 'rules'],
    ['provider_logos', 'provider_id', 'rules'], ['users', 'id', 'rules'],
    ['dpa_documents', 'user_id', 'rules'], ['provider_plans', 'user_id', 'quota'],
    ['quota_movements', 'user_id', 'quota']
  ];
  t text[];
  fn text;
BEGIN
  FOREACH t SLICE 1 IN ARRAY watched LOOP
    fn := 'bump_' || t[3] || '_version_by_' || t[2];
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
      || 'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t[1] || '_version_insert', t[1], fn);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
      || 'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t[1] || '_version_update', t[1], fn);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
      || 'FOR EACH STATEMENT EXECUTE FUNCTION %I()', t[1] || '_version_delete', t[1], fn);
  END LOOP;
END
$$;
