import type { TSubprocessor } from '../../../shared/schemas/legal';
import { PLACEHOLDER_SUBPROCESSORS } from '../../config';
import type { AppDeps } from '../../deps';
import { withSmsSubprocessor } from '../sms/api';
import { getConfig } from './snapshot';

/**
 * The sub-processors as the DPA and the legal pages name them (`nom`, `role`, `pays`): the
 * administrators' list, and the SMS provider when this instance sends SMS (issue 35).
 */
export async function contractSubprocessors(
  deps: Pick<AppDeps, 'database' | 'config' | 'now'>,
): Promise<TSubprocessor[]> {
  const { subprocessors } = await getConfig(deps);
  const listed = subprocessors.map(({ name, role, country }) => ({ nom: name, role, pays: country }));
  return withSmsSubprocessor(listed, deps.config);
}

const PLACEHOLDER_NAMES = new Set(
  PLACEHOLDER_SUBPROCESSORS.split(';').map((entry) => entry.split('|')[0]?.trim()),
);

/**
 * Whether a contract may name these sub-processors (issue 15): outside production anything goes
 * (demonstration, tests); in production they must exist and none may be a built-in placeholder.
 */
export function subprocessorsReady(env: { NODE_ENV?: string }, list: readonly TSubprocessor[]): boolean {
  if (env.NODE_ENV !== 'production') return true;
  return list.length > 0 && list.every((s) => !PLACEHOLDER_NAMES.has(s.nom));
}
