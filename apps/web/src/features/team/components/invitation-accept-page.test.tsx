import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptInvitationResponseSchema,
  publicInvitationSchema,
  type PublicInvitation,
} from '@salonya/contracts/team';
import { getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { InvitationAcceptPage } from './invitation-accept-page';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const SLOW = { timeout: 30_000 };
const TOKEN = 'd4vEt-t0ken-1234567890abcdef';
const PATH = '/personel-davet/:token';
const URL = `/personel-davet/${TOKEN}`;

function invitation(account: PublicInvitation['account']): PublicInvitation {
  return publicInvitationSchema.parse({
    salon: { id: 3, name: 'Işıltı Kuaför', city: 'İstanbul', district: 'Kadıköy', logo_url: null },
    name: 'Merve Yıldız',
    email: 'merve@ornek.com',
    title: 'Manikürist',
    account,
    expires_at: '2026-12-02T10:00:00.000Z',
  });
}

const accepted = acceptInvitationResponseSchema.parse({
  success: true,
  message: 'Davet kabul edildi. Salonun ekibine katıldınız.',
  token: 'staff-token',
  user: makeUser({ user_type: 'staff', role: 'staff', email: 'merve@ornek.com', name: 'Merve Yıldız' }),
  data: { salon_id: 3, salon_staff_id: 40 },
});

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

describe('InvitationAcceptPage', SLOW, () => {
  it('a new account: shows the salon, checks the password rules, signs in and opens the staff area', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      [`GET /staff-invitations/${TOKEN}`]: { body: { success: true, data: invitation('new') } },
      [`POST /staff-invitations/${TOKEN}/accept`]: { body: accepted },
    });
    renderRoute(<InvitationAcceptPage token={TOKEN} />, { path: PATH, url: URL });
    expect(await screen.findByRole('heading', { name: 'Işıltı Kuaför' })).toBeInTheDocument();
    expect(screen.getByText(/Manikürist olarak davet etti/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Şifre'), 'kisa');
    await user.click(screen.getByRole('button', { name: 'Şifremi Belirle ve Katıl' }));
    expect(await screen.findByText('Şifre en az 10 karakter olmalıdır.')).toBeInTheDocument();
    expect(
      screen.getByText('Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Şifre'));
    await user.type(screen.getByLabelText('Şifre'), 'Lavanta-Bahcesi-27');
    await user.type(screen.getByLabelText('Şifre Tekrarı'), 'Lavanta-Bahcesi-27');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Şifremi Belirle ve Katıl' }));
    expect(await screen.findByText('Personel paneli')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      password: 'Lavanta-Bahcesi-27',
      password_confirmation: 'Lavanta-Bahcesi-27',
      kvkk_consent: true,
    });
    expect(post?.headers.get('authorization')).toBeNull();
    expect(getToken()).toBe('staff-token');
    expect(toast.success).toHaveBeenCalledWith('Davet kabul edildi. Salonun ekibine katıldınız.');
  });

  it('an existing customer account: warns about the change and shows a wrong password next to the field', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      [`GET /staff-invitations/${TOKEN}`]: { body: { success: true, data: invitation('existing_customer') } },
      [`POST /staff-invitations/${TOKEN}/accept`]: {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
          errors: { password: ['Şifre hatalı. Bu e-posta adresine kayıtlı hesabınızın şifresini girin.'] },
        },
      },
    });
    renderRoute(<InvitationAcceptPage token={TOKEN} />, { path: PATH, url: URL });
    expect(await screen.findByText('Müşteri hesabınız personel hesabına dönüşür')).toBeInTheDocument();
    expect(screen.queryByLabelText('Şifre Tekrarı')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mevcut Şifreniz'), 'YanlisSifre1');
    await user.click(screen.getByRole('button', { name: 'Onayla ve Katıl' }));
    expect(
      await screen.findByText('Şifre hatalı. Bu e-posta adresine kayıtlı hesabınızın şifresini girin.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ password: 'YanlisSifre1' });
    expect(getToken()).toBeNull();
  });

  it.each([
    [
      410,
      'Davet artık geçerli değil',
      'Davetin süresi dolmuş. Salondan size yeni bir davet göndermesini isteyin.',
    ],
    [404, 'Davet bulunamadı', 'Davet bağlantısı geçersiz. Lütfen e-postanızdaki bağlantıyı eksiksiz açın.'],
  ])('a %i link says so with the server message', async (status, title, message) => {
    mockApi({
      [`GET /staff-invitations/${TOKEN}`]: { status, body: { success: false, message } },
    });
    renderRoute(<InvitationAcceptPage token={TOKEN} />, { path: PATH, url: URL });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş sayfasına git' })).toHaveAttribute('href', '/giris');
  });

  it('a failed load offers Tekrar Dene', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      [`GET /staff-invitations/${TOKEN}`]: () =>
        fail
          ? { status: 503, body: { success: false, message: 'Hizmet geçici olarak kullanılamıyor.' } }
          : { body: { success: true, data: invitation('existing_staff') } },
    });
    renderRoute(<InvitationAcceptPage token={TOKEN} />, { path: PATH, url: URL });
    const retry = await screen.findByRole('button', { name: 'Tekrar Dene' });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(screen.getByLabelText('Mevcut Şifreniz')).toBeInTheDocument());
  });
});
