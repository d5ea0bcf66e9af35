import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getAdminStaffGallery,
  postAdminStaffGalleryApprove,
  postAdminStaffGalleryReject,
} from '@salonya/contracts/api-routes';
import { adminStaffGalleryItemSchema, type AdminStaffGalleryItem } from '@salonya/contracts/staff-area';
import { contractMock, routeKey } from '@/test/contract-mock';
import { mockApi, renderRoute } from '@/test/test-utils';
import { StaffGalleryModeration } from './staff-gallery-moderation';

const SLOW = { timeout: 20_000 };

const item = (over: Partial<AdminStaffGalleryItem> = {}): AdminStaffGalleryItem =>
  adminStaffGalleryItemSchema.parse({
    id: 5,
    caption: 'Balyaj çalışmam',
    service: null,
    status: 'pending',
    rejection_reason: null,
    reviewed_at: null,
    created_at: '2026-11-26T08:00:00.000Z',
    image: { id: 9, width: 800, height: 600, url: '/uploads/media/9.webp', variants: [] },
    staff: { salon_staff_id: 15, display_name: 'Nermin Aclan' },
    salon: { id: 3, name: 'Işıltı Kuaför' },
    ...over,
  });

describe('StaffGalleryModeration', SLOW, () => {
  it('approves a waiting photo, and rejects one only with a reason', async () => {
    const user = userEvent.setup();
    let pending = [item(), item({ id: 6, caption: 'Bulanık fotoğraf' })];
    const page = () =>
      contractMock(getAdminStaffGallery, {
        success: true,
        data: { items: pending, page: 1, per_page: 20, total: pending.length, pending_count: pending.length },
      });
    const { calls } = mockApi({
      [routeKey(getAdminStaffGallery)]: page,
      [routeKey(postAdminStaffGalleryApprove, { id: 5 })]: () => {
        pending = pending.filter((p) => p.id !== 5);
        return contractMock(postAdminStaffGalleryApprove, {
          success: true,
          data: item({ status: 'approved' }),
          message: 'Fotoğraf onaylandı',
        });
      },
      [routeKey(postAdminStaffGalleryReject, { id: 6 })]: (call) => {
        const reason = (call.body as { reason: string }).reason;
        pending = pending.filter((p) => p.id !== 6);
        return contractMock(postAdminStaffGalleryReject, {
          success: true,
          data: item({ id: 6, status: 'rejected', rejection_reason: reason }),
        });
      },
    });
    renderRoute(<StaffGalleryModeration />);
    const first = (await screen.findByText('Balyaj çalışmam')).closest('li')!;
    expect(first).toHaveTextContent('Nermin Aclan · Işıltı Kuaför');
    expect(screen.getByRole('button', { name: /Onay bekliyor\s*\(2\)/ })).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: /fotoğrafını onayla$/ }));
    await waitFor(() => expect(screen.queryByText('Balyaj çalışmam')).not.toBeInTheDocument());

    const second = screen.getByText('Bulanık fotoğraf').closest('li')!;
    await user.click(within(second).getByRole('button', { name: /fotoğrafını reddet$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotoğrafı reddet' });
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByText('Red gerekçesi yazın')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Red gerekçesi'), 'Fotoğraf bulanık, yeniden yükleyin.');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/staff-gallery/6/reject')?.body).toEqual({
        reason: 'Fotoğraf bulanık, yeniden yükleyin.',
      }),
    );
    expect(await screen.findByText('Onay bekleyen fotoğraf yok')).toBeInTheDocument();
  });
});
