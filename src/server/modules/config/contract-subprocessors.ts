import type { TSubprocessor } from '../../../shared/schemas/legal';
import type { AppDeps } from '../../deps';
import { getConfig } from './snapshot';

/** The sub-processors as the DPA and the legal pages name them (`nom`, `role`, `pays`). */
export async function contractSubprocessors(
  deps: Pick<AppDeps, 'database' | 'config' | 'now'>,
): Promise<TSubprocessor[]> {
  const { subprocessors } = await getConfig(deps);
  return subprocessors.map(({ name, role, country }) => ({ nom: name, role, pays: country }));
}
