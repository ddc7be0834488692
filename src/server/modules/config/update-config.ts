import type { TConfigKey, TConfigPatch, TSiteConfig } from '../../../shared/schemas/config';
import type { AppDeps } from '../../deps';
import { changedFields, recordAudit, type TAuditActor } from '../audit/api';
import { lockConfig, saveConfigRows } from './queries';
import { forgetConfig, readConfig } from './snapshot';
import { announceSubprocessorsChange } from './subprocessor-changes';

/**
 * Saves the keys of a partial PUT in one transaction with its audit entry (each changed key with
 * its value before and after), then drops this node's copy and announces the change to the others
 * (config-relay). Keys sent with their current value write nothing. A changed sub-processors' list
 * also sends, in the same transaction, the job that tells every provider (DPA article 9).
 */
export async function updateConfig(
  deps: AppDeps,
  actor: NonNullable<TAuditActor>,
  patch: TConfigPatch,
): Promise<TSiteConfig> {
  const { changedKeys, config } = await deps.database.db.transaction(async (tx) => {
    await lockConfig(tx);
    const before = await readConfig(tx, deps.config);
    const after: TSiteConfig = { ...before, ...patch };
    const sent = Object.keys(patch) as TConfigKey[];
    const changes = changedFields(pick(before, sent), pick(after, sent));
    const keys = Object.keys(changes) as TConfigKey[];
    if (keys.length > 0) {
      const now = deps.now();
      await saveConfigRows(
        tx,
        keys.map((key) => [key, after[key]]),
        { userId: actor.id, now },
      );
      await recordAudit(tx, {
        actor,
        action: 'config.update',
        target: { type: 'config', label: keys.join(', ') },
        changes,
        at: now,
      });
      if (keys.includes('subprocessors')) {
        await announceSubprocessorsChange(tx, deps.jobs, {
          before: before.subprocessors,
          after: after.subprocessors,
          actorId: actor.id,
          now,
        });
      }
    }
    return { changedKeys: keys, config: after };
  });
  if (changedKeys.length > 0) {
    forgetConfig(deps);
    deps.events.emit('config_changed', { keys: changedKeys });
  }
  return config;
}

function pick(config: TSiteConfig, keys: TConfigKey[]): Partial<TSiteConfig> {
  return Object.fromEntries(keys.map((key) => [key, config[key]]));
}
