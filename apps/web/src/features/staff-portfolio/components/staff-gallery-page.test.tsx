import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffGalleryPhotoSchema, type StaffGalleryPhoto } from '@salonya/contracts/staff-area';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { StaffGalleryPage } from './staff-gallery-page';

beforeEach(() => setSession('token-abc', makeUser({ user_type: 'staff', role: 'staff' })));

const photo = (over: Partial<StaffGalleryPhoto> = {}): StaffGalleryPhoto =>
  staffGalleryPhotoSchema.parse({
    id: 1,
    caption: 'Balyaj çalışmam',
    service: { id: 4, name: 'Balyaj' },
    status: 'pending',
    rejection_reason: null,
    reviewed_at: null,
    created_at: '2026-11-26T08:00:00.000Z',
    image: { id: 9, width: 800, height: 600, url: '/uploads/media/9.webp', variants: [] },
    ...over,
  });
const services = {
  body: {
    success: true,
    data: {
      salon: { id: 3, name: 'Işıltı Kuaför' },
      allow_own_durations: false,
      services: [
        {
          id: 4,
          name: 'Balyaj',
          category_name: null,
          description: '',
          duration_minutes: 90,
          price_kurus: 150_000,
          discounted_price_kurus: null,
          is_home_service: false,
          is_pet_service: false,
          is_active: true,
          own_duration_minutes: null,
        },
      ],
    },
  },
};

describe('StaffGalleryPage', () => {
  it('shows each photo’s status and the admin’s reason for a rejected one', async () => {
    mockApi({
      'GET /staff/services': services,
      'GET /staff/gallery': {
        body: {
          success: true,
          data: [
            photo(),
            photo({ id: 2, caption: null, status: 'approved' }),
            photo({ id: 3, caption: 'Bulanık', status: 'rejected', rejection_reason: 'Fotoğraf bulanık.' }),
          ],
        },
      },
    });
    renderRoute(<StaffGalleryPage />, { path: '/personel/galeri' });
    const items = within(await screen.findByRole('list', { name: 'Fotoğraflarım' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Onay bekliyor');
    expect(items[0]).toHaveTextContent('Hizmet: Balyaj');
    expect(items[1]).toHaveTextContent('Yayında');
    expect(items[2]).toHaveTextContent('Reddedildi');
    expect(items[2]).toHaveTextContent('Red gerekçesi: Fotoğraf bulanık.');
  });

  it('asks for a file, then uploads it with its caption and service; the server’s 422 shows on the file', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const { calls } = mockApi({
      'GET /staff/services': services,
      'GET /staff/gallery': () => ({ body: { success: true, data: uploads > 1 ? [photo()] : [] } }),
      'POST /staff/gallery': () => {
        uploads += 1;
        return uploads === 1
          ? { status: 422, body: { success: false, message: 'Geçersiz', errors: { file: ['Dosya bozuk.'] } } }
          : { status: 201, body: { success: true, data: photo(), message: 'Fotoğrafınız yüklendi.' } };
      },
    });
    renderRoute(<StaffGalleryPage />, { path: '/personel/galeri' });
    expect(await screen.findByText('Henüz fotoğraf yüklemediniz')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fotoğrafı Yükle' }));
    expect(await screen.findByText('Yüklemek için bir fotoğraf seçin')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'is.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Fotoğraf', { exact: true }), file);
    await user.type(screen.getByLabelText('Açıklama'), 'Balyaj çalışmam');
    await screen.findByRole('option', { name: 'Balyaj' });
    await user.selectOptions(screen.getByLabelText('Hizmet'), '4');
    await user.click(screen.getByRole('button', { name: 'Fotoğrafı Yükle' }));
    expect(await screen.findByText('Dosya bozuk.')).toBeInTheDocument();

    const another = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe1])], 'net.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Fotoğraf', { exact: true }), another);
    await user.click(screen.getByRole('button', { name: 'Fotoğrafı Yükle' }));
    await waitFor(() => expect(uploads).toBe(2));
    expect(await screen.findByRole('list', { name: 'Fotoğraflarım' })).toHaveTextContent('Onay bekliyor');
  });
});
