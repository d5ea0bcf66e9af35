import { useMutation } from '@tanstack/react-query';
import type { ContactData } from '@salonya/contracts/engagement';
import { postContact } from '@salonya/contracts/api-routes';
import { api, type RouteAnswer } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';

export const CONTACT_FAILED = 'Mesajınız gönderilemedi. Lütfen tekrar deneyin.';

export type ContactResponse = RouteAnswer<typeof postContact>;

/**
 * POST /contact → 201 with the confirmation message; 422 per field; 429 with Retry-After. The schema turns an
 * empty phone into null, which the API (parsing the same schema's input) refuses: no phone is sent then.
 */
export function sendContactMessage({ phone, ...rest }: ContactData): Promise<ContactResponse> {
  const body = phone === null ? rest : { ...rest, phone };
  return api(postContact, { body }, { fallbackMessage: CONTACT_FAILED });
}

export function useSendContactMessage() {
  return useMutation<ContactResponse, ApiError, ContactData>({ mutationFn: sendContactMessage });
}
