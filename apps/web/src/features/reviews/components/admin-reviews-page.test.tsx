import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { makeAdminReview } from '../testing/fixtures';
import { AdminReviewsPage } from './admin-reviews-page';

const SLOW = { timeout: 20_000 };

beforeEach(() => setSession('token-abc', makeUser({ user_type: 'admin', role: 'admin' })));
afterEach(() => vi.unstubAllGlobals());

describe('AdminReviewsPage', SLOW, () => {
  it('hides a reported review with a reason; the queue empties', async () => {
    const user = userEvent.setup();
    let review = makeAdminReview();
    const api = mockApi({
      'GET /admin/reviews': (call) => {
        const status = call.query.get('status');
        const items = status === 'all' || review.status === status ? [review] : [];
        return {
          body: {
            success: true,
            data: items,
            meta: {
              current_page: 1,
              per_page: 10,
              total: items.length,
              last_page: 1,
              status_counts: {
                reported: review.status === 'reported' ? 1 : 0,
                hidden: review.status === 'hidden' ? 1 : 0,
              },
            },
          },
        };
      },
      'POST /admin/reviews/81/hide': (call) => {
        review = { ...review, status: 'hidden', moderation_reason: (call.body as { reason: string }).reason };
        return {
          body: { success: true, message: 'Yorum gizlendi; yazarı gerekçeyi görecek.', data: review },
        };
      },
    });
    renderRoute(<AdminReviewsPage />, { path: '/' });
    const list = await screen.findByRole('list', { name: 'Yorumlar' });
    expect(within(list).getByText('Ayşe Kaya (ayse@ornek.com)')).toBeInTheDocument();
    expect(within(list).getByText('Bildirim gerekçesi: Hakaret var.')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Gizle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yorumu gizle' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Gerekçe' }), 'kısa');
    await user.click(within(dialog).getByRole('button', { name: 'Gizle' }));
    expect(await within(dialog).findByText('Gerekçe en az 10 karakter olmalıdır.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Gerekçe' }), ' ama hakaret içeriyor.');
    await user.click(within(dialog).getByRole('button', { name: 'Gizle' }));
    expect(await screen.findByText('İncelenecek şikâyet yok.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      reason: 'kısa ama hakaret içeriyor.',
    });
    await user.click(screen.getByRole('button', { name: /Gizlenenler/ }));
    expect(await screen.findByRole('button', { name: 'Yeniden Yayımla' })).toBeInTheDocument();
  });
});
