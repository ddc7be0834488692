import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { ZContact } from '../../../../shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';

/** The request body is `ZContact` (shared with the server); this is the answer. */
export const ZSendContactResponse = z.object({
  success: z.literal(true),
  message: z.string().min(1),
});
export type TSendContactResponse = z.infer<typeof ZSendContactResponse>;
export type TSendContactInput = z.output<typeof ZContact>;

export async function sendContact(input: TSendContactInput): Promise<TSendContactResponse> {
  const body = await apiRequest<unknown>('/api/contact', { method: 'POST', body: input });
  return ZSendContactResponse.parse(body);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
