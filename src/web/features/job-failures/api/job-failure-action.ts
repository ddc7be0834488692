import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TJobFailure, ZJobFailureResponse } from '../../../../shared/schemas/job-failures';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';
import { JOB_FAILURES_KEY } from './list-job-failures';

/** « Relancer » sends the job again; « Marquer comme traité » closes it without a retry. */
export type TJobFailureAction = 'retry' | 'resolve';

/** POST /api/admin/job-failures/{id}/retry or …/resolve: the failure as it is now. */
export async function runJobFailureAction({
  id,
  action,
}: {
  id: string;
  action: TJobFailureAction;
}): Promise<TJobFailure> {
  const body = await apiRequest<unknown>(`/api/admin/job-failures/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
  });
  return parseResponse(ZJobFailureResponse, body).failure;
}

export function useJobFailureActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJobFailureAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_FAILURES_KEY }),
  });
}
