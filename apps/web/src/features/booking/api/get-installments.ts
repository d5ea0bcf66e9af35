import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPaymentsInstallments } from '@salonya/contracts/api-routes';
import type { InstallmentOptionDto } from '@salonya/contracts/money';
import { apiData } from '@/lib/api';

/** GET /payments/installments: a card's instalment options (by its BIN) for the card part of the price, in kuruş. */
export async function getInstallments(
  bin: string,
  amountKurus: number,
  signal?: AbortSignal,
): Promise<InstallmentOptionDto[]> {
  const data = await apiData(
    getPaymentsInstallments,
    { query: { bin, amount_kurus: amountKurus } },
    { signal },
  );
  return data.options;
}

/** Asked only once the card number has its first 8 digits (the BIN) and there is an amount to split. */
export function useInstallments(bin: string | null, amountKurus: number) {
  return useQuery({
    queryKey: ['payments', 'installments', bin, amountKurus],
    queryFn: ({ signal }) => getInstallments(bin ?? '', amountKurus, signal),
    enabled: bin !== null && amountKurus >= 100,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
