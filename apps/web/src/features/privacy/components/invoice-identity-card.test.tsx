import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { InvoiceIdentityCard } from './invoice-identity-card';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  setSession('token-abc', makeUser());
});

describe('InvoiceIdentityCard', () => {
  it('checks the number by the official checksum before sending, then saves it and shows it masked', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      'GET /customer/invoice-identity': { body: { success: true, data: { tckn_masked: null } } },
      'PUT /customer/invoice-identity': {
        body: {
          success: true,
          message: 'T.C. kimlik numaranız kaydedildi.',
          data: { tckn_masked: '123******50' },
        },
      },
    });
    renderRoute(<InvoiceIdentityCard />);
    const input = await screen.findByLabelText('T.C. kimlik numarası');
    await user.type(input, '12345678951');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Geçerli bir T.C. kimlik numarası girin.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '123 456 789 50');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByTestId('saved-tckn')).toHaveTextContent('123******50');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ tckn: '12345678950' });
    expect(toast.success).toHaveBeenCalledWith('T.C. kimlik numaranız kaydedildi.');
  });

  it("shows the server's 422 next to the field, and removes a saved number", async () => {
    const user = userEvent.setup();
    let saved: string | null = '100******46';
    const { calls } = mockApi({
      'GET /customer/invoice-identity': () => ({ body: { success: true, data: { tckn_masked: saved } } }),
      'PUT /customer/invoice-identity': (call) => {
        if ((call.body as { tckn: string | null }).tckn !== null)
          return {
            status: 422,
            body: {
              success: false,
              message: 'Geçerli bir T.C. kimlik numarası girin.',
              errors: { tckn: ['Geçerli bir T.C. kimlik numarası girin.'] },
            },
          };
        saved = null;
        return {
          body: { success: true, message: 'T.C. kimlik numaranız silindi.', data: { tckn_masked: null } },
        };
      },
    });
    renderRoute(<InvoiceIdentityCard />);
    expect(await screen.findByTestId('saved-tckn')).toHaveTextContent('100******46');
    await user.type(screen.getByLabelText('Yeni T.C. kimlik numarası'), '10000000146');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Geçerli bir T.C. kimlik numarası girin.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Numarayı Sil' }));
    await waitFor(() => expect(screen.queryByTestId('saved-tckn')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { tckn: '10000000146' },
      { tckn: null },
    ]);
    expect(toast.success).toHaveBeenCalledWith('T.C. kimlik numaranız silindi.');
  });
});
