import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { makeProfile, OWNER_SALONS } from '@/features/salon-media/testing/fixtures';
import { ISTANBUL_DISTRICTS, PROVINCES } from '@/test/location-fixtures';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { Component as SalonProfilePage } from './profile';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

describe('/salon/profil', { timeout: 60_000 }, () => {
  it("opens on the selected salon's public profile", async () => {
    setSession('token-abc', makeUser({ user_type: 'salon_owner', role: 'salon_owner' }));
    mockApi({
      'GET /salon-owner/salons': { body: OWNER_SALONS },
      'GET /salon-owner/salons/7/profile': { body: { success: true, data: makeProfile() } },
      'GET /locations/provinces': { body: { success: true, data: PROVINCES } },
      'GET /locations/provinces/34/districts': { body: { success: true, data: ISTANBUL_DISTRICTS } },
    });
    renderRoute(<SalonProfilePage />, { path: '/salon/profil' });
    expect(screen.getByRole('heading', { level: 1, name: 'Salon Profili' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Salon Profili' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Salon Adı')).toHaveValue('Işıltı Kuaför');
    expect(screen.getByRole('heading', { name: 'Çalışma Saatleri' })).toBeInTheDocument();
  });

  it('composes the profile, password and notification forms, with the re-send action of an unverified e-mail', async () => {
    const owner = makeUser({ user_type: 'salon_owner', role: 'salon_owner', email_verified_at: null });
    setSession('token-abc', owner);
    const { calls } = mockApi({
      'GET /salon-owner/salons': { body: OWNER_SALONS },
      'GET /salon-owner/salons/7/profile': { body: { success: true, data: makeProfile() } },
      'GET /locations/provinces': { body: { success: true, data: PROVINCES } },
      'GET /locations/provinces/34/districts': { body: { success: true, data: ISTANBUL_DISTRICTS } },
      'GET /auth/profile': { body: { success: true, data: owner } },
      'GET /user/notifications': { body: { success: true, data: owner.notification_settings } },
      'POST /auth/email/resend': {
        body: { success: true, message: 'Doğrulama bağlantısı e-posta adresinize gönderildi.' },
      },
    });
    renderRoute(<SalonProfilePage />, { path: '/salon/profil' });
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Hesabım' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Profilim' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Şifre Değiştir' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bildirim Ayarları' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'E-posta bildirimleri' })).toBeInTheDocument();
    // The profile form's button comes first (the e2e journey clicks the first 'Kaydet').
    expect(screen.getAllByRole('button', { name: /Kaydet/ })[0]).toHaveTextContent(/^Kaydet$/);

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Doğrulama bağlantısını yeniden gönder' }));
    expect(
      await screen.findByText('Doğrulama bağlantısı e-posta adresinize gönderildi.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'GET' && c.path === '/auth/profile')).toBe(true);
  });
});
