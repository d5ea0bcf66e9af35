import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/test-utils';
import { ThreeDSecurePage } from './three-d-secure-page';

const TOKEN = 'a'.repeat(43);
const challenge = (status: 'open' | 'closed') => ({
  body: { success: true, data: { merchant: 'Salonya', amount_kurus: 45_000, card_last4: '3220', status } },
});
const callback = (status: 'captured' | 'failed') => ({
  body: {
    success: true,
    data: {
      id: 7,
      purpose: 'booking',
      status,
      status_label: status === 'captured' ? 'Ödendi' : 'Başarısız',
      amount_kurus: 45_000,
      card_kurus: 45_000,
      wallet_kurus: 0,
      card_last4: '3220',
      installment_count: 1,
      card_charged_kurus: 45_000,
      redirect_url: null,
      failure_message: status === 'failed' ? '3D Secure doğrulaması başarısız oldu. Ödeme alınmadı.' : null,
      appointment_id: 31,
      salon_id: 3,
      created_at: '2026-11-26T10:15:00+03:00',
      return_path: status === 'captured' ? '/musteri/randevu/31' : '/salons/3/booking/payment',
    },
  },
});
const signed = (result: string) => ({
  body: { success: true, data: { token: TOKEN, result, signature: 'b'.repeat(64) } },
});

describe('ThreeDSecurePage (/odeme/3d-secure/:token)', () => {
  it('shows the amount in test mode, hands the signed approval to the callback and links to the appointment', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET /payments/test-bank/challenges/${TOKEN}`]: challenge('open'),
      [`POST /payments/test-bank/challenges/${TOKEN}`]: signed('authenticated'),
      'POST /payments/callbacks/3ds': callback('captured'),
    });
    renderRoute(<ThreeDSecurePage token={TOKEN} />);
    expect(await screen.findByTestId('three-ds-amount')).toHaveTextContent('₺450');
    expect(screen.getByText(/Test modu/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ödemeyi Onayla' }));
    expect(await screen.findByText('Ödemeniz alındı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Randevuma Git' })).toHaveAttribute(
      'href',
      '/musteri/randevu/31',
    );
    const callbackCall = api.calls.find((c) => c.path === '/payments/callbacks/3ds');
    expect(callbackCall?.body).toEqual({ token: TOKEN, result: 'authenticated', signature: 'b'.repeat(64) });
  });

  it('a rejection says the payment was not taken and leads back to the payment step', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET /payments/test-bank/challenges/${TOKEN}`]: challenge('open'),
      [`POST /payments/test-bank/challenges/${TOKEN}`]: signed('rejected'),
      'POST /payments/callbacks/3ds': callback('failed'),
    });
    renderRoute(<ThreeDSecurePage token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Reddet' }));
    expect(await screen.findByText('Ödeme alınamadı')).toBeInTheDocument();
    expect(screen.getByText(/3D Secure doğrulaması başarısız oldu/)).toBeInTheDocument();
    // With the bank-return query, so the payment step says why and keeps the draft.
    expect(screen.getByRole('link', { name: 'Ödeme Adımına Dön' })).toHaveAttribute(
      'href',
      '/salons/3/booking/payment?odeme=failed&randevu=31',
    );
  });

  it('an answered challenge is not offered again', async () => {
    mockApi({ [`GET /payments/test-bank/challenges/${TOKEN}`]: challenge('closed') });
    renderRoute(<ThreeDSecurePage token={TOKEN} />);
    expect(await screen.findByText('Bu doğrulama zaten yanıtlandı.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ödemeyi Onayla' })).not.toBeInTheDocument();
  });
});
