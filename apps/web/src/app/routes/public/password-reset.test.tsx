import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute } from '@/test/test-utils';
import { Component as PasswordResetPage } from './password-reset';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const resetUrl = `/sifre-sifirla?token=${TOKEN}&email=${encodeURIComponent('sila@ornek.com')}`;

function renderPage(url: string) {
  return renderRoute(<PasswordResetPage />, { path: '/sifre-sifirla', url });
}

describe('/sifre-sifirla', () => {
  it('without a token asks for the e-mail and shows the neutral answer', async () => {
    const neutral = 'Bu e-posta adresine kayıtlı bir hesap varsa, şifre sıfırlama bağlantısı gönderildi.';
    const { calls } = mockApi({
      'POST /auth/forgot-password': { body: { success: true, message: neutral } },
    });
    renderPage('/sifre-sifirla');
    expect(screen.getByRole('heading', { name: 'Şifremi Unuttum' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bağlantı Gönder' }));
    expect(await screen.findByText('E-posta adresi zorunludur.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-posta'), 'Sila@Ornek.com');
    await user.click(screen.getByRole('button', { name: 'Bağlantı Gönder' }));
    expect(await screen.findByRole('status')).toHaveTextContent(neutral);
    expect(calls[0]?.body).toEqual({ email: 'sila@ornek.com' });
  });

  it('shows the 429 wait on the request form', async () => {
    mockApi({
      'POST /auth/forgot-password': {
        status: 429,
        headers: { 'Retry-After': '120' },
        body: { success: false },
      },
    });
    renderPage('/sifre-sifirla');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-posta'), 'sila@ornek.com');
    await user.click(screen.getByRole('button', { name: 'Bağlantı Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Çok fazla deneme yaptınız. Lütfen 120 saniye sonra tekrar deneyin.',
    );
  });

  it('with the mailed token sets the new password and goes to /giris with a success toast', async () => {
    const done = 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.';
    const { calls } = mockApi({ 'POST /auth/reset-password': { body: { success: true, message: done } } });
    renderPage(resetUrl);
    expect(screen.getByRole('heading', { name: 'Yeni Şifre Belirle' })).toBeInTheDocument();
    expect(screen.getByText('sila@ornek.com')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Yeni Şifre', { selector: 'input' }), 'Yepyeni9Sifre');
    await user.type(screen.getByLabelText('Yeni Şifre Tekrarı', { selector: 'input' }), 'Yepyeni9Sifre');
    await user.click(screen.getByRole('button', { name: 'Şifremi Güncelle' }));

    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      email: 'sila@ornek.com',
      token: TOKEN,
      password: 'Yepyeni9Sifre',
      password_confirmation: 'Yepyeni9Sifre',
    });
    expect(toast.success).toHaveBeenCalledWith(done);
  });

  it('validates the new password with the contract rules before sending', async () => {
    const { fetchMock } = mockApi({});
    renderPage(resetUrl);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Yeni Şifre', { selector: 'input' }), 'kisa');
    await user.click(screen.getByRole('button', { name: 'Şifremi Güncelle' }));
    expect(await screen.findByText('Şifre en az 10 karakter olmalıdır.')).toBeInTheDocument();
    expect(screen.getByText('Şifre tekrarı zorunludur.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains an invalid or used token and offers a new link', async () => {
    const invalid =
      'Şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.';
    mockApi({
      'POST /auth/reset-password': {
        status: 422,
        body: { success: false, message: 'Girilen bilgiler geçersiz.', errors: { token: [invalid] } },
      },
    });
    renderPage(resetUrl);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Yeni Şifre', { selector: 'input' }), 'Yepyeni9Sifre');
    await user.type(screen.getByLabelText('Yeni Şifre Tekrarı', { selector: 'input' }), 'Yepyeni9Sifre');
    await user.click(screen.getByRole('button', { name: 'Şifremi Güncelle' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(invalid);
    await user.click(within(alert).getByRole('link', { name: 'Yeni bağlantı iste' }));
    expect(await screen.findByRole('heading', { name: 'Şifremi Unuttum' })).toBeInTheDocument();
  });

  it('refuses a link without an e-mail or with a malformed token', () => {
    renderPage('/sifre-sifirla?token=kisa');
    expect(screen.getByRole('heading', { name: 'Yeni Şifre Belirle' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Şifre sıfırlama bağlantısı geçersiz veya eksik.');
    expect(screen.queryByLabelText('Yeni Şifre', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute(
      'href',
      '/sifre-sifirla',
    );
  });
});
