import { CONFIG_KEYS, CONFIG_SHAPE, type TConfigKey, type TSiteConfig } from '../../../shared/schemas/config';
import type { TConfig } from '../../config';
import type { Database } from '../../db/client';
import type { TDbExecutor } from '../../db/executor';
import type { AppDeps } from '../../deps';
import { initialConfig } from './initial-values';
import { readConfigRows } from './queries';

/**
 * How long a node trusts its copy without news (docs/decisions/0031). A change normally reaches
 * every web node at once (config-relay); this bounds what a lost message, or the worker process,
 * which has no socket.io, can miss.
 */
export const CONFIG_TTL_MS = 30_000;

/**
 * The provider defaults as stored, completed with today's initial values: a setting added since
 * they were saved (waitlistEnabled, issue 33) takes its default instead of voiding the others.
 */
function storedValue(key: TConfigKey, stored: unknown, initial: TSiteConfig): unknown {
  if (key !== 'providerDefaults' || typeof stored !== 'object' || stored === null || Array.isArray(stored))
    return stored;
  return { ...initial.providerDefaults, ...stored };
}

/** The whole configuration read from the database: stored keys, the initial value for the others. */
export async function readConfig(db: TDbExecutor, env: TConfig): Promise<TSiteConfig> {
  const rows = await readConfigRows(db);
  const config = initialConfig(env);
  for (const key of CONFIG_KEYS) {
    if (!rows.has(key)) continue;
    // A row that today's schema refuses (written by an older version) keeps the initial value.
    const parsed = CONFIG_SHAPE[key].safeParse(storedValue(key, rows.get(key), config));
    if (parsed.success) Object.assign(config, { [key]: parsed.data });
  }
  return config;
}

type TCached = { snapshot: Promise<TSiteConfig>; loadedAt: number };
/** One copy per database handle: one per process, and one per node when a test runs two. */
const cache = new WeakMap<Database, TCached>();

/**
 * The configuration as this process knows it: read once, then kept until a change is announced
 * (forgetConfig) or CONFIG_TTL_MS passes. Callers that read and write in one transaction use
 * readConfig on it instead.
 */
export function getConfig(deps: Pick<AppDeps, 'database' | 'config' | 'now'>): Promise<TSiteConfig> {
  const now = deps.now().getTime();
  const cached = cache.get(deps.database);
  if (cached && now >= cached.loadedAt && now - cached.loadedAt < CONFIG_TTL_MS) return cached.snapshot;
  const entry: TCached = { snapshot: readConfig(deps.database.db, deps.config), loadedAt: now };
  cache.set(deps.database, entry);
  // A failed read is not kept: the next caller tries again.
  entry.snapshot.catch(() => {
    if (cache.get(deps.database) === entry) cache.delete(deps.database);
  });
  return entry.snapshot;
}

/** Drops this process's copy: the next getConfig reads the database. */
export function forgetConfig(deps: Pick<AppDeps, 'database'>): void {
  cache.delete(deps.database);
}
