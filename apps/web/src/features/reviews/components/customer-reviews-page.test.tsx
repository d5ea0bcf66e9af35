import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { makeCustomerReview, makePending } from '../testing/fixtures';
import { CustomerReviewsPage } from './customer-reviews-page';

const SLOW = { timeout: 20_000 };

beforeEach(() => setSession('token-abc', makeUser()));
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderRoute(<CustomerReviewsPage />, { path: '/musteri/yorumlar' });

describe('CustomerReviewsPage', SLOW, () => {
  it('rates the aspects of the visit when asked for, and shows them on the saved review', async () => {
    const user = userEvent.setup();
    let pending = [makePending({ aspects: ['hizmet', 'personel', 'temizlik', 'fiyat', 'dakiklik'] })];
    let reviews: ReturnType<typeof makeCustomerReview>[] = [];
    const api = mockApi({
      'GET /customer/reviews': () => ({ body: { success: true, data: { reviews, pending } } }),
      'POST /customer/reviews': (call) => {
        const body = call.body as { rating: number; aspect_ratings: Record<string, number> };
        pending = [];
        reviews = [
          makeCustomerReview({
            id: 91,
            appointment_id: 501,
            rating: body.rating,
            aspect_ratings: body.aspect_ratings,
          }),
        ];
        return { status: 201, body: { success: true, data: reviews[0] } };
      },
    });
    renderPage();
    const waiting = await screen.findByRole('region', { name: 'Yorum bekleyen ziyaretleriniz' });
    await user.click(within(waiting).getByRole('button', { name: 'Yorum Yaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorum yazın' });
    await user.click(within(dialog).getByRole('radio', { name: '5 yıldız – Çok iyi' }));
    const toggle = within(dialog).getByRole('button', { name: 'Başlık başlık puanlayın (isteğe bağlı)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    // A home visit: punctuality, not the salon's atmosphere.
    expect(within(dialog).queryByRole('group', { name: 'Salon ortamı' })).not.toBeInTheDocument();
    const punctuality = within(dialog).getByRole('group', { name: 'Dakiklik' });
    await user.click(within(punctuality).getByRole('radio', { name: '3 yıldız – Orta' }));
    const service = within(dialog).getByRole('group', { name: 'Hizmet kalitesi' });
    await user.click(within(service).getByRole('radio', { name: '4 yıldız – İyi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yorumu Gönder' }));
    await vi.waitFor(() => expect(api.calls.map((c) => c.method)).toContain('POST'));
    expect(await screen.findByText('3/5')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      rating: 5,
      aspect_ratings: { dakiklik: 3, hizmet: 4 },
    });
    expect(screen.getByText('Dakiklik').nextElementSibling).toHaveTextContent('3/5');
    expect(screen.getByText('Hizmet kalitesi').nextElementSibling).toHaveTextContent('4/5');
  });

  it('writes a review for a visit waiting for one; the rating is required', async () => {
    const user = userEvent.setup();
    let pending = [makePending()];
    let reviews = [makeCustomerReview()];
    const api = mockApi({
      'GET /customer/reviews': () => ({ body: { success: true, data: { reviews, pending } } }),
      'POST /customer/reviews': (call) => {
        const body = call.body as { rating: number; comment: string };
        pending = [];
        reviews = [
          makeCustomerReview({ id: 90, appointment_id: 501, rating: body.rating, comment: body.comment }),
          ...reviews,
        ];
        return {
          status: 201,
          body: { success: true, message: 'Yorumunuz yayımlandı. Teşekkür ederiz!', data: reviews[0] },
        };
      },
    });
    renderPage();
    const waiting = await screen.findByRole('region', { name: 'Yorum bekleyen ziyaretleriniz' });
    await user.click(within(waiting).getByRole('button', { name: 'Yorum Yaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorum yazın' });
    await user.click(within(dialog).getByRole('button', { name: 'Yorumu Gönder' }));
    expect(await within(dialog).findByText('Lütfen 1 ile 5 arasında bir puan verin.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '4 yıldız – İyi' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Deneyiminiz/ }), 'Harika bir fön.');
    await user.click(within(dialog).getByRole('button', { name: 'Yorumu Gönder' }));
    expect(await screen.findByText('Yorum bekleyen ziyaretiniz yok')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      appointment_id: 501,
      rating: 4,
      aspect_ratings: {},
      comment: 'Harika bir fön.',
    });
    expect(screen.getByText('Harika bir fön.')).toBeInTheDocument();
  });

  it('adds photos with a new review; a wrong file is refused next to the field; the server’s 422 too', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const photo = {
      id: 5,
      width: 640,
      height: 480,
      url: '/uploads/media/salons/12/a-640.webp',
      variants: [
        { format: 'webp' as const, width: 640, height: 480, url: '/uploads/media/salons/12/a-640.webp' },
      ],
    };
    let uploads = 0;
    const api = mockApi({
      'GET /customer/reviews': { body: { success: true, data: { reviews: [], pending: [makePending()] } } },
      'POST /customer/reviews': {
        status: 201,
        body: {
          success: true,
          message: 'Yorumunuz yayımlandı. Teşekkür ederiz!',
          data: makeCustomerReview({ id: 90 }),
        },
      },
      'PUT /customer/reviews/90': {
        body: { success: true, message: 'Yorumunuz güncellendi.', data: makeCustomerReview({ id: 90 }) },
      },
      'POST /customer/reviews/90/photos': () => {
        uploads += 1;
        return uploads === 1
          ? {
              status: 422,
              body: {
                success: false,
                message: 'Fotoğraf okunamadı; dosya bozuk olabilir. Lütfen başka bir fotoğraf seçin.',
                errors: {
                  file: ['Fotoğraf okunamadı; dosya bozuk olabilir. Lütfen başka bir fotoğraf seçin.'],
                },
              },
            }
          : {
              status: 201,
              body: {
                success: true,
                message: 'Fotoğraf yoruma eklendi.',
                data: makeCustomerReview({ id: 90, photos: [photo] }),
              },
            };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Yorum Yaz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorum yazın' });
    await user.click(within(dialog).getByRole('radio', { name: '5 yıldız – Çok iyi' }));
    const input = within(dialog).getByLabelText('Fotoğraf Ekle');
    await user.upload(input, new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(
      within(dialog).getByText('anim.gif: Yalnızca JPG, PNG ya da WEBP fotoğraf yükleyebilirsiniz.'),
    ).toBeInTheDocument();
    await user.upload(input, new File(['jpg'], 'sac.jpg', { type: 'image/jpeg' }));
    expect(within(dialog).getByRole('list', { name: 'Eklenecek fotoğraflar' })).toHaveTextContent('sac.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Yorumu Gönder' }));
    // The review is saved; the photo's refusal stays next to the field and the next submit only updates it.
    expect(await within(dialog).findByText(/Fotoğraf okunamadı/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Kaydet' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/customer/reviews')).toHaveLength(1);
    expect(api.calls.filter((c) => c.path === '/customer/reviews/90/photos')).toHaveLength(2);
  });

  it('shows a review’s photos and removes one while editing', async () => {
    const user = userEvent.setup();
    const photo = (id: number) => ({
      id,
      width: 640,
      height: 480,
      url: `/uploads/media/salons/12/${id}-640.webp`,
      variants: [],
    });
    const api = mockApi({
      'GET /customer/reviews': {
        body: {
          success: true,
          data: { reviews: [makeCustomerReview({ photos: [photo(1), photo(2)] })], pending: [] },
        },
      },
      'DELETE /customer/reviews/71/photos/1': {
        body: {
          success: true,
          message: 'Fotoğraf yorumdan kaldırıldı.',
          data: makeCustomerReview({ photos: [photo(2)] }),
        },
      },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Moda Güzellik yorumunuzun fotoğrafları' });
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorumunuzu düzenleyin' });
    await user.click(within(dialog).getByRole('button', { name: '1. fotoğrafı kaldır' }));
    await vi.waitFor(() =>
      expect(within(dialog).getAllByRole('img', { name: /Yorumunuzun/ })).toHaveLength(1),
    );
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('shows the server’s refusal (409) in the dialog', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /customer/reviews': { body: { success: true, data: { reviews: [], pending: [makePending()] } } },
      'POST /customer/reviews': {
        status: 409,
        body: {
          success: false,
          message:
            'Bu randevu için zaten bir yorum yazdınız. Yorumunuzu Yorumlarım sayfasından düzenleyebilirsiniz.',
          conflict_type: 'already_reviewed',
        },
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Yorum Yaz' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: '5 yıldız – Çok iyi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yorumu Gönder' }));
    expect(await within(dialog).findByText(/zaten bir yorum yazdınız/)).toBeInTheDocument();
  });

  it('edits a recent review, shows a hidden one with its reason and the salon’s reply', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /customer/reviews': {
        body: {
          success: true,
          data: {
            pending: [],
            reviews: [
              makeCustomerReview({ reply: 'Teşekkür ederiz!', replied_at: '2026-11-20T10:00:00.000Z' }),
              makeCustomerReview({
                id: 72,
                status: 'hidden',
                can_edit: false,
                comment: 'Kaba bir yorum.',
                moderation_reason: 'Hakaret içerdiği için kaldırıldı.',
              }),
            ],
          },
        },
      },
      'PUT /customer/reviews/71': (call) => ({
        body: {
          success: true,
          message: 'Yorumunuz güncellendi.',
          data: makeCustomerReview(call.body as object),
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('Teşekkür ederiz!')).toBeInTheDocument();
    expect(screen.getByText(/Gerekçe: Hakaret içerdiği için kaldırıldı\./)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Düzenle' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorumunuzu düzenleyin' });
    expect(within(dialog).getByRole('radio', { name: '4 yıldız – İyi' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '5 yıldız – Çok iyi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        rating: 5,
        aspect_ratings: {},
        comment: 'Çok memnun kaldım.',
      }),
    );
  });

  it('shows empty states and a load failure with retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /customer/reviews': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Sunucu hatası' } }
          : { body: { success: true, data: { reviews: [], pending: [] } } },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Yorumlarınız yüklenemedi');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Henüz yorum yazmadınız')).toBeInTheDocument();
    expect(screen.getByText('Yorum bekleyen ziyaretiniz yok')).toBeInTheDocument();
  });
});
