/**
 * What a migrated test database holds before any test writes to it, and how to put it back
 * (ADR 0051): a test worker keeps one database for all its files and resets it between them, so
 * each file sees exactly what a fresh copy of the template would show it.
 *
 * PostgreSQL's integration files keep a copy each (CREATE DATABASE … TEMPLATE takes a fraction of
 * a second); PGlite's copy is a 43 MB dump that takes seconds to load.
 */
export type TQuery = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

/** A table that holds rows in the template (the migrations' own bookkeeping, seeded rows). */
type TSeededTable = { name: string; hash: string; rows: string; columns: string[] };

export type TTemplateState = {
  schemas: string[];
  catalog: string;
  seeded: TSeededTable[];
  sequences: Array<{ name: string; value: string; isCalled: boolean }>;
  /** One row per table whose content differs from the template (built once, run at each reset). */
  dirtyTablesQuery: string;
};

const USER_NAMESPACE = `(n.nspname not like 'pg\\_%' and n.nspname <> 'information_schema')`;

/**
 * Every object a test could add, drop or change with DDL, by name (object ids differ from one
 * copy to the next): schemas, relations and their columns, constraints, indexes, triggers,
 * functions, enum labels, policies and extensions.
 */
const CATALOG_QUERY = `
  select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
    select 'schema ' || n.nspname as item from pg_namespace n where ${USER_NAMESPACE}
    union all
    select format('relation %s.%s %s %s %s', n.nspname, c.relname, c.relkind, c.relrowsecurity, c.relacl)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${USER_NAMESPACE}
    union all
    select format('column %s %s %s %s %s %s', a.attrelid::regclass, a.attname,
        format_type(a.atttypid, a.atttypmod), a.attnotnull, a.attgenerated, pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ${USER_NAMESPACE} and a.attnum > 0 and not a.attisdropped
    union all
    select format('constraint %s %s %s', co.conrelid::regclass, co.conname, pg_get_constraintdef(co.oid))
      from pg_constraint co join pg_namespace n on n.oid = co.connamespace where ${USER_NAMESPACE}
    union all
    select 'index ' || pg_get_indexdef(i.indexrelid)
      from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
      where ${USER_NAMESPACE}
    union all
    select format('trigger %s %s %s %s', t.tgrelid::regclass, t.tgname, t.tgenabled, t.tgfoid::regprocedure)
      from pg_trigger t where not t.tgisinternal
    union all
    select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${USER_NAMESPACE}
    union all
    select format('enum %s %s %s', e.enumtypid::regtype, e.enumlabel, e.enumsortorder) from pg_enum e
    union all
    select format('policy %s %s %s', p.polrelid::regclass, p.polname, pg_get_expr(p.polqual, p.polrelid))
      from pg_policy p
    union all
    select format('extension %s %s', x.extname, x.extversion) from pg_extension x
  ) items`;

const quoteLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;

const contentHash = (table: string) =>
  `(select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) from ${table} t)`;

async function rowsOf<R>(query: TQuery, text: string, params?: unknown[]): Promise<R[]> {
  return (await query(text, params)).rows as R[];
}

async function catalogOf(query: TQuery): Promise<string> {
  const [row] = await rowsOf<{ fingerprint: string }>(query, CATALOG_QUERY);
  return row?.fingerprint ?? '';
}

async function schemasOf(query: TQuery): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    query,
    `select n.nspname as name from pg_namespace n where ${USER_NAMESPACE} order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Reads the state of a database just copied from the template. */
export async function readTemplateState(query: TQuery): Promise<TTemplateState> {
  const tables = await rowsOf<{ name: string; columns: string[] }>(
    query,
    `select format('%I.%I', n.nspname, c.relname) as name,
        array(select quote_ident(a.attname) from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
              order by a.attnum) as columns
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and ${USER_NAMESPACE}
      order by 1`,
  );
  const seeded: TSeededTable[] = [];
  for (const table of tables) {
    const [content] = await rowsOf<{ hash: string; rows: string; n: number }>(
      query,
      `select ${contentHash(table.name)} as hash, coalesce(json_agg(t), '[]')::text as rows, count(*)::int as n
        from ${table.name} t`,
    );
    if (content && content.n > 0) seeded.push({ ...table, hash: content.hash, rows: content.rows });
  }
  const seededNames = new Set(seeded.map((table) => table.name));
  const dirtyTablesQuery = tables
    .map(({ name }) => {
      const seededTable = seeded.find((table) => table.name === name);
      const differs = seededNames.has(name)
        ? `${contentHash(name)} <> ${quoteLiteral(seededTable?.hash ?? '')}`
        : `exists (select 1 from ${name})`;
      return `select ${quoteLiteral(name)} as name where ${differs}`;
    })
    .join('\nunion all\n');
  const sequenceNames = await rowsOf<{ name: string }>(
    query,
    `select format('%I.%I', s.schemaname, s.sequencename) as name from pg_sequences s order by 1`,
  );
  const sequences =
    sequenceNames.length === 0
      ? []
      : await rowsOf<{ name: string; value: string; isCalled: boolean }>(
          query,
          sequenceNames
            .map(
              ({ name }) =>
                `select ${quoteLiteral(name)} as name, last_value::text as value, is_called as "isCalled" from ${name}`,
            )
            .join('\nunion all\n'),
        );
  return {
    schemas: await schemasOf(query),
    catalog: await catalogOf(query),
    seeded,
    sequences,
    dirtyTablesQuery: dirtyTablesQuery || `select null::text as name where false`,
  };
}

/**
 * Puts the template's content back: schemas a test created dropped, tables it wrote emptied
 * (PGlite truncates in milliseconds), seeded rows restored, sequences set back. Returns false when
 * a test changed the schema itself (a table, a trigger, a function…): the caller then starts again
 * from a copy.
 */
export async function resetToTemplate(query: TQuery, state: TTemplateState): Promise<boolean> {
  for (const schema of await schemasOf(query)) {
    if (!state.schemas.includes(schema)) await query(`drop schema ${quoteIdent(schema)} cascade`);
  }
  const dirty = await rowsOf<{ name: string }>(query, state.dirtyTablesQuery);
  if (dirty.length > 0) {
    await query(`truncate ${dirty.map((table) => table.name).join(', ')} cascade`);
    for (const table of state.seeded) {
      const [row] = await rowsOf<{ hash: string }>(query, `select ${contentHash(table.name)} as hash`);
      if (row?.hash === table.hash) continue;
      const columns = table.columns.join(', ');
      await query(`delete from ${table.name}`);
      await query(
        `insert into ${table.name} (${columns}) overriding system value
          select ${columns} from json_populate_recordset(null::${table.name}, $1::json)`,
        [table.rows],
      );
    }
  }
  if (state.sequences.length > 0) {
    await query(
      `select ${state.sequences
        .map((s) => `setval(${quoteLiteral(s.name)}, ${s.value}, ${s.isCalled})`)
        .join(', ')}`,
    );
  }
  return (await catalogOf(query)) === state.catalog;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
