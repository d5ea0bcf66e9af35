import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { ownerSalonsAnswer } from '@/test/owner-salons';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { makeSalonReview, reviewsPage } from '../testing/fixtures';
import { OwnerReviewsPage } from './owner-reviews-page';
import { StaffReviewsPage } from './staff-reviews-page';

const SLOW = { timeout: 20_000 };
const LIST = '/salon-owner/salons/3/reviews';

afterEach(() => vi.unstubAllGlobals());

describe('OwnerReviewsPage', SLOW, () => {
  beforeEach(() => setSession('token-abc', makeUser({ user_type: 'salon_owner', role: 'salon_owner' })));

  it('filters, replies once and then edits the reply', async () => {
    const user = userEvent.setup();
    let review = makeSalonReview();
    const api = mockApi({
      'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 3, name: 'Moda Güzellik' }]),
      [`GET ${LIST}`]: () => ({ body: reviewsPage([review]) }),
      [`PUT ${LIST}/81/reply`]: (call) => {
        const first = review.reply === null;
        review = {
          ...review,
          reply: (call.body as { reply: string }).reply,
          replied_at: '2026-11-22T10:00:00.000Z',
        };
        return {
          body: {
            success: true,
            message: first ? 'Yanıtınız yayımlandı.' : 'Yanıtınız güncellendi.',
            data: review,
          },
        };
      },
    });
    renderRoute(<OwnerReviewsPage />, { path: '/salon/yorumlar' });
    const list = await screen.findByRole('list', { name: 'Yorumlar' });
    expect(within(list).getByText('Randevum gecikti.')).toBeInTheDocument();
    expect(within(list).getByText('Yanıt bekliyor')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Puana göre filtrele' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Yanıt durumuna göre filtrele' }), 'no');
    await vi.waitFor(() => {
      const last = api.calls.filter((c) => c.path === LIST).at(-1)!;
      expect(Object.fromEntries(last.query.entries())).toMatchObject({
        rating: '2',
        answered: 'no',
        page: '1',
      });
    });

    await user.click(within(list).getByRole('button', { name: 'Yanıtla' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yoruma yanıt verin' });
    await user.click(within(dialog).getByRole('button', { name: 'Yanıtı Yayımla' }));
    expect(await within(dialog).findByText('Yanıt en az 2 karakter olmalıdır.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Yanıtınız' }), 'Özür dileriz.');
    await user.click(within(dialog).getByRole('button', { name: 'Yanıtı Yayımla' }));
    expect(await screen.findByText('Özür dileriz.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yanıtı Düzenle' }));
    const edit = await screen.findByRole('dialog', { name: 'Yanıtı düzenleyin' });
    expect(within(edit).getByRole('textbox', { name: 'Yanıtınız' })).toHaveValue('Özür dileriz.');
  });

  it('reports a review with a reason; the server’s field error shows under it', async () => {
    const user = userEvent.setup();
    let review = makeSalonReview();
    mockApi({
      'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 3, name: 'Moda Güzellik' }]),
      [`GET ${LIST}`]: () => ({ body: reviewsPage([review]) }),
      [`POST ${LIST}/81/report`]: (call) => {
        const reason = (call.body as { reason: string }).reason;
        if (reason.includes('test'))
          return {
            status: 422,
            body: { success: false, message: 'Geçersiz veri', errors: { reason: ['Gerekçe geçersiz.'] } },
          };
        review = {
          ...review,
          status: 'reported',
          report_reason: reason,
          reported_at: '2026-11-22T10:00:00.000Z',
        };
        return {
          body: { success: true, message: 'Yorum incelenmek üzere yönetime bildirildi.', data: review },
        };
      },
    });
    renderRoute(<OwnerReviewsPage />, { path: '/salon/yorumlar' });
    await user.click(await screen.findByRole('button', { name: 'Bildir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorumu bildir' });
    const reason = within(dialog).getByRole('textbox', { name: 'Bildirim gerekçesi' });
    await user.type(reason, 'Bu bir test gerekçesi.');
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    expect(await within(dialog).findByText('Gerekçe geçersiz.')).toBeInTheDocument();
    await user.clear(reason);
    await user.type(reason, 'Hakaret içeren ifadeler var.');
    await user.click(within(dialog).getByRole('button', { name: 'Bildir' }));
    expect(await screen.findByText('İnceleniyor')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bildir' })).not.toBeInTheDocument();
  });

  it('shows the empty state of a salon without reviews', async () => {
    mockApi({
      'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 3, name: 'Moda Güzellik' }]),
      [`GET ${LIST}`]: { body: reviewsPage([]) },
    });
    renderRoute(<OwnerReviewsPage />, { path: '/salon/yorumlar' });
    expect(await screen.findByText('Henüz yorum yok')).toBeInTheDocument();
  });
});

describe('StaffReviewsPage', SLOW, () => {
  beforeEach(() => setSession('token-abc', makeUser({ user_type: 'staff', role: 'staff' })));

  it('lists the staff member’s reviews without owner actions', async () => {
    mockApi({
      'GET /staff/reviews': {
        body: reviewsPage([makeSalonReview({ reply: 'Teşekkürler', replied_at: null })]),
      },
    });
    renderRoute(<StaffReviewsPage />, { path: '/personel/yorumlar' });
    expect(await screen.findByText('Randevum gecikti.')).toBeInTheDocument();
    expect(screen.getByText('Teşekkürler')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yanıtla' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bildir' })).not.toBeInTheDocument();
  });
});
