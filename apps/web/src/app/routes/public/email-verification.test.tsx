import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getStoredUser, setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { Component as EmailVerificationPage } from './email-verification';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const LINK = '/email-dogrulama/7/0a1b2c3d4e5f?expires=1795000000&signature=9f8e7d6c5b4a';

function renderLink(url = LINK) {
  return renderRoute(<EmailVerificationPage />, { path: '/email-dogrulama/:id/:hash', url });
}

describe('/email-dogrulama/:id/:hash', () => {
  it('verifies the link on load (once) and refreshes the signed-in user', async () => {
    const unverified = makeUser({ email_verified_at: null });
    const verified = makeUser({ email_verified_at: '2026-11-22T09:00:00.000Z' });
    setSession('token-abc', unverified);
    const { calls } = mockApi({
      'POST /auth/email/verify': {
        body: { success: true, message: 'E-posta adresiniz doğrulandı.', data: { user: verified } },
      },
      'GET /auth/profile': { body: { success: true, data: verified } },
    });
    renderLink();

    expect(screen.getByRole('heading', { name: 'E-posta Doğrulama' })).toBeInTheDocument();
    expect(await screen.findByText('E-posta adresiniz doğrulandı.')).toBeInTheDocument();
    const verifyCalls = calls.filter((c) => c.path === '/auth/email/verify');
    expect(verifyCalls).toHaveLength(1);
    expect(verifyCalls[0]?.body).toEqual({
      id: 7,
      hash: '0a1b2c3d4e5f',
      expires: 1795000000,
      signature: '9f8e7d6c5b4a',
    });
    expect(getStoredUser()?.email_verified_at).toBe('2026-11-22T09:00:00.000Z');
  });

  it('explains an expired link and offers a new one to a signed-in user', async () => {
    setSession('token-abc', makeUser({ email_verified_at: null }));
    const expired = 'Doğrulama bağlantısının süresi dolmuş. Lütfen yeni bir bağlantı isteyin.';
    mockApi({
      'POST /auth/email/verify': {
        status: 410,
        body: { success: false, message: expired, error_code: 'INVALID_LINK' },
      },
      'POST /auth/email/resend': {
        body: { success: true, message: 'Doğrulama bağlantısı e-posta adresinize gönderildi.' },
      },
    });
    renderLink();

    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Doğrulama bağlantısını yeniden gönder' }));
    expect(
      await screen.findByText('Doğrulama bağlantısı e-posta adresinize gönderildi.'),
    ).toBeInTheDocument();
  });

  it('asks a signed-out visitor with an invalid link to log in for a new one', async () => {
    const invalid =
      'Doğrulama bağlantısı geçersiz. Lütfen e-postanızdaki bağlantıyı eksiksiz açın ya da yeni bir bağlantı isteyin.';
    mockApi({
      'POST /auth/email/verify': {
        status: 400,
        body: { success: false, message: invalid, error_code: 'INVALID_LINK' },
      },
    });
    renderLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(invalid);
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/giris');
  });

  it('does not call the API for a link that is missing its signature', async () => {
    const { fetchMock } = mockApi({});
    renderLink('/email-dogrulama/7/0a1b2c3d4e5f?expires=1795000000');
    expect(screen.getByRole('alert')).toHaveTextContent('Doğrulama bağlantısı geçersiz.');
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});

describe('/email-dogrulama', () => {
  it('tells a signed-in, unverified user to check the inbox and re-sends the mail', async () => {
    const user = makeUser({ email_verified_at: null });
    setSession('token-abc', user);
    const { calls } = mockApi({
      'GET /auth/profile': { body: { success: true, data: user } },
      'POST /auth/email/resend': {
        status: 429,
        headers: { 'Retry-After': '600' },
        body: {
          success: false,
          message: 'Çok fazla deneme yaptınız. Lütfen 600 saniye sonra tekrar deneyin.',
        },
      },
    });
    renderRoute(<EmailVerificationPage />, { path: '/email-dogrulama' });

    expect(screen.getByText('Gelen kutunuzu kontrol edin')).toBeInTheDocument();
    expect(screen.getByText('deniz@ornek.com')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Doğrulama bağlantısını yeniden gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Çok fazla deneme yaptınız. Lütfen 600 saniye sonra tekrar deneyin.',
    );
    expect(calls.some((c) => c.path === '/auth/email/resend')).toBe(true);
  });
});
