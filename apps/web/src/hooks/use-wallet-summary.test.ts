import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateWallet, walletKeys } from './use-wallet-summary';

describe('walletKeys', () => {
  it('keeps the summary and the history under one root', () => {
    expect(walletKeys.summary()).toEqual(['customer', 'wallet', 'summary']);
    expect(walletKeys.transactions({ page: 2 })).toEqual(['customer', 'wallet', 'transactions', { page: 2 }]);
  });

  it('invalidateWallet marks the summary and every history page stale, nothing else', async () => {
    const queryClient = new QueryClient();
    const other = ['customer', 'appointments'];
    for (const key of [walletKeys.summary(), walletKeys.transactions({ page: 1 }), other])
      queryClient.setQueryData(key, { loaded: true });
    await invalidateWallet(queryClient);
    expect(queryClient.getQueryState(walletKeys.summary())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(walletKeys.transactions({ page: 1 }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
