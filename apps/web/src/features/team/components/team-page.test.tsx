import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  staffDetailSchema,
  staffInvitationListSchema,
  staffListSchema,
  type StaffDetail,
} from '@salonya/contracts/team';
import type { MediaImage } from '@salonya/contracts/salon-media';
import { SELECTED_SALON_KEY } from '@/lib/selected-salon';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute } from '@/test/test-utils';
import { TeamPage } from './team-page';
import { ownerSalonsAnswer } from '@/test/owner-salons';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const SLOW = { timeout: 30_000 };

const ECE = {
  salon_staff_id: 11,
  user_id: 101,
  display_name: 'Ece Yıldız',
  email: 'ece@ornek.com',
  title: 'Kuaför',
  bio: '',
  avatar_url: null,
  avatar: null,
  is_active: true,
  services_count: 3,
  future_appointments_count: 1,
  joined_at: '2026-01-10T10:00:00.000Z',
};
const STAFF = staffListSchema.parse({ salon_id: 3, staff: [ECE] });
const FUTURE = {
  id: 900,
  starts_at: '2026-12-01T07:00:00.000Z',
  ends_at: '2026-12-01T08:00:00.000Z',
  status: 'confirmed',
  customer_name: 'Deniz Aksoy',
  service_names: ['Saç Kesimi'],
};
const DETAIL: StaffDetail = staffDetailSchema.parse({ ...ECE, future_appointments: [FUTURE] });
const INVITATIONS = staffInvitationListSchema.parse({
  salon_id: 3,
  invitations: [
    {
      id: 5,
      email: 'zeynep@ornek.com',
      name: 'Zeynep Kaya',
      title: '',
      state: 'expired',
      expires_at: '2026-11-20T10:00:00.000Z',
      sent_count: 1,
      last_sent_at: '2026-11-13T10:00:00.000Z',
      created_at: '2026-11-13T10:00:00.000Z',
    },
  ],
});

const BASE = '/salon-owner/salons/3';
const PHOTO: MediaImage = {
  id: 40,
  width: 600,
  height: 600,
  url: '/uploads/media/salons/3/a-256.webp',
  variants: [
    { format: 'webp', width: 128, height: 128, url: '/uploads/media/salons/3/a-128.webp' },
    { format: 'webp', width: 256, height: 256, url: '/uploads/media/salons/3/a-256.webp' },
    { format: 'avif', width: 128, height: 128, url: '/uploads/media/salons/3/a-128.avif' },
  ],
};

beforeEach(() => {
  localStorage.setItem(SELECTED_SALON_KEY, '3');
  // jsdom has no object URLs; the preview needs one.
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: () => 'blob:ece',
      revokeObjectURL: () => undefined,
    }),
  );
});
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 3, name: 'Işıltı Kuaför', status: 'active' }]),
    [`GET ${BASE}/staff`]: { body: { success: true, data: STAFF } },
    [`GET ${BASE}/staff-invitations`]: { body: { success: true, data: INVITATIONS } },
    [`GET ${BASE}/staff/11`]: { body: { success: true, data: DETAIL } },
    ...extra,
  });
}

describe('TeamPage', SLOW, () => {
  it('lists the team with initials, title, status and counts, and the pending invitations', async () => {
    api();
    renderRoute(<TeamPage />);
    const card = (await screen.findByRole('heading', { name: 'Ece Yıldız' })).closest('article')!;
    expect(within(card as HTMLElement).getByText('EY')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Kuaför')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('Aktif')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('3 hizmet')).toBeInTheDocument();
    expect(within(card as HTMLElement).getByText('1 yaklaşan randevu')).toBeInTheDocument();
    expect(await screen.findByText('zeynep@ornek.com')).toBeInTheDocument();
    expect(screen.getByText('Süresi doldu')).toBeInTheDocument();
  });

  it('resends and cancels an invitation', async () => {
    const user = userEvent.setup();
    const { calls } = api({
      [`POST ${BASE}/staff-invitations/5/resend`]: {
        body: {
          success: true,
          message: 'Davet e-postası yeniden gönderildi.',
          data: { ...INVITATIONS.invitations[0], state: 'pending', sent_count: 2 },
        },
      },
      [`DELETE ${BASE}/staff-invitations/5`]: {
        body: { success: true, message: 'Davet iptal edildi.', data: { id: 5 } },
      },
    });
    renderRoute(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'zeynep@ornek.com davetini yeniden gönder' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Davet e-postası yeniden gönderildi.'));
    await user.click(screen.getByRole('button', { name: 'zeynep@ornek.com davetini iptal et' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Davet iptal edildi.'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        `POST ${BASE}/staff-invitations/5/resend`,
        `DELETE ${BASE}/staff-invitations/5`,
      ]),
    );
  });

  it('deactivates a member and lists the appointments to move; removal refused while they remain', async () => {
    const user = userEvent.setup();
    let current = DETAIL;
    const { calls } = api({
      [`GET ${BASE}/staff/11`]: () => ({ body: { success: true, data: current } }),
      [`PATCH ${BASE}/staff/11`]: () => {
        current = { ...DETAIL, is_active: false };
        return {
          body: {
            success: true,
            message: 'Personel pasif yapıldı; artık yeni randevu alamaz.',
            data: current,
          },
        };
      },
      [`DELETE ${BASE}/staff/11`]: {
        status: 409,
        body: {
          success: false,
          message: 'Bu personelin ileri tarihli randevuları var.',
          conflict_type: 'staff_has_future_appointments',
        },
      },
    });
    renderRoute(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Ece Yıldız düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ece Yıldız' });
    const active = await within(dialog).findByRole('switch', { name: 'Aktif' });
    expect(active).toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Randevuyu aç' })).toHaveAttribute(
      'href',
      '/salon/randevular/900',
    );
    await user.click(active);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Personel pasif yapıldı; artık yeni randevu alamaz.'),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_active: false });
    expect(await within(dialog).findByText(/başka bir personele taşıyın/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Ekipten Çıkar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Ekipten Çıkar' }));
    expect(
      await within(dialog).findByText('Bu personelin ileri tarihli randevuları var.'),
    ).toBeInTheDocument();
  });

  it('saves the profile fields; there is no photo link field any more', async () => {
    const user = userEvent.setup();
    const { calls } = api({
      [`PATCH ${BASE}/staff/11`]: {
        body: {
          success: true,
          message: 'Personel bilgileri kaydedildi.',
          data: { ...DETAIL, title: 'Usta' },
        },
      },
    });
    renderRoute(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Ece Yıldız düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ece Yıldız' });
    await within(dialog).findByLabelText('Unvan');
    expect(within(dialog).queryByLabelText(/Fotoğraf bağlantısı/)).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Unvan'));
    await user.type(within(dialog).getByLabelText('Unvan'), 'Usta');
    await user.click(within(dialog).getByRole('button', { name: 'Bilgileri Kaydet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Personel bilgileri kaydedildi.'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      display_name: 'Ece Yıldız',
      title: 'Usta',
      bio: '',
    });
  });

  it('uploads a photo with a preview and a loading state, then shows the stored variants', async () => {
    const user = userEvent.setup();
    let current: StaffDetail = DETAIL;
    let release: () => void = () => undefined;
    const { calls } = api({
      [`GET ${BASE}/staff/11`]: () => ({ body: { success: true, data: current } }),
      [`POST ${BASE}/staff/11/photo`]: async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        current = { ...DETAIL, avatar_url: PHOTO.url, avatar: PHOTO };
        return {
          status: 201,
          body: { success: true, message: 'Personel fotoğrafı güncellendi.', data: PHOTO },
        };
      },
    });
    renderRoute(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Ece Yıldız düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ece Yıldız' });
    const input = await within(dialog).findByLabelText('Fotoğraf Yükle');
    await user.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'ece.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByAltText('Seçilen fotoğrafın önizlemesi')).toHaveAttribute(
      'src',
      'blob:ece',
    );
    expect(within(dialog).getByText('Fotoğraf yükleniyor…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Personel fotoğrafı güncellendi.'));
    const img = await within(dialog).findByAltText('Ece Yıldız fotoğrafı');
    expect(img).toHaveAttribute(
      'srcset',
      '/uploads/media/salons/3/a-128.webp 128w, /uploads/media/salons/3/a-256.webp 256w',
    );
    expect(img).toHaveAttribute('width', '600');
    expect(within(dialog).getByRole('button', { name: 'Fotoğrafı Kaldır' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === `${BASE}/staff/11/photo`);
    expect(post).toBeDefined();
  });

  it('shows the error next to the field: a wrong type at once, the server message after upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    api({
      [`POST ${BASE}/staff/11/photo`]: {
        status: 422,
        body: {
          success: false,
          message: 'Fotoğraf okunamadı; dosya bozuk olabilir. Lütfen başka bir fotoğraf seçin.',
          errors: { file: ['Fotoğraf okunamadı; dosya bozuk olabilir. Lütfen başka bir fotoğraf seçin.'] },
        },
      },
    });
    renderRoute(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Ece Yıldız düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ece Yıldız' });
    const input = await within(dialog).findByLabelText('Fotoğraf Yükle');
    await user.upload(input, new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Yalnızca JPG, PNG ya da WEBP fotoğraf yükleyebilirsiniz.',
    );
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8])], 'b.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(/Fotoğraf okunamadı/));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes the photo', async () => {
    const user = userEvent.setup();
    let current: StaffDetail = { ...DETAIL, avatar_url: PHOTO.url, avatar: PHOTO };
    const { calls } = api({
      [`GET ${BASE}/staff/11`]: () => ({ body: { success: true, data: current } }),
      [`DELETE ${BASE}/staff/11/photo`]: () => {
        current = DETAIL;
        return { body: { success: true, message: 'Personel fotoğrafı kaldırıldı.' } };
      },
    });
    renderRoute(<TeamPage />);
    await user.click(await screen.findByRole('button', { name: 'Ece Yıldız düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ece Yıldız' });
    await user.click(await within(dialog).findByRole('button', { name: 'Fotoğrafı Kaldır' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Personel fotoğrafı kaldırıldı.'));
    expect(await within(dialog).findByLabelText('Fotoğraf Yükle')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `${BASE}/staff/11/photo`)).toBe(true);
  });

  it('shows an empty team with an invite button, and Tekrar Dene after a failed load', async () => {
    const user = userEvent.setup();
    let fail = true;
    api({
      [`GET ${BASE}/staff`]: () =>
        fail
          ? { status: 500, body: { success: false, message: 'Sunucu hatası' } }
          : { body: { success: true, data: { salon_id: 3, staff: [] } } },
    });
    renderRoute(<TeamPage />);
    const retry = await screen.findByRole('button', { name: 'Tekrar Dene' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Henüz personeliniz yok')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Personel Davet Et' })[1]!);
    expect(await screen.findByRole('dialog', { name: 'Personel Davet Et' })).toBeInTheDocument();
  });
});
