import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ZMessageResponse } from '../../../../shared/schemas/common';
import type { ZContact } from '../../../../shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';
import { parseResponse } from '../../../lib/parse-response';

export type TSendContactInput = z.output<typeof ZContact>;

/** POST /api/contact with `ZContact` (the server validates the same schema) → 201 and a French thank-you. */
export async function sendContact(input: TSendContactInput): Promise<z.infer<typeof ZMessageResponse>> {
  const body = await apiRequest<unknown>('/api/contact', { method: 'POST', body: input });
  return parseResponse(ZMessageResponse, body);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
