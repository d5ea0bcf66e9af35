import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthResponse, RegisterData } from '@salonya/contracts/auth';
import { REGISTER_FAILED } from '@salonya/domain/messages';
import { postAuthRegister } from '@salonya/contracts/api-routes';
import { api } from '@/lib/api';
import type { ApiError } from '@/lib/api-client';
import { startSession } from '../utils/start-session';

/** POST /auth/register → 201 with token and the new (customer) user; a verification mail is sent. */
export function register(data: RegisterData): Promise<AuthResponse> {
  return api(postAuthRegister, { body: data }, { fallbackMessage: REGISTER_FAILED });
}

type RegisterOptions = Omit<UseMutationOptions<AuthResponse, ApiError, RegisterData>, 'mutationFn'>;

/** Registers and stores the session (SPEC §4: register success logs the user in). */
export function useRegister(options: RegisterOptions = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = options;
  return useMutation<AuthResponse, ApiError, RegisterData>({
    ...rest,
    mutationFn: register,
    onSuccess: (response, ...args) => {
      startSession(queryClient, response);
      return onSuccess?.(response, ...args);
    },
  });
}
