import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session';
import { makeAppointment } from '@/test/appointment-fixtures';
import { SELECTED_SALON_KEY } from '@/lib/selected-salon';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { envelope, makeNewSalonDashboard, makeOwnerDashboard, salonsRoute } from '../testing/fixtures';
import { OwnerDashboardPage } from './owner-dashboard-page';
import { ownerSalonsAnswer } from '@/test/owner-salons';

const SLOW = { timeout: 20_000 };

beforeEach(() => setSession('token-abc', makeUser({ user_type: 'salon_owner', role: 'salon_owner' })));

const renderPage = () => renderRoute(<OwnerDashboardPage />, { path: '/salon' });

describe('OwnerDashboardPage', SLOW, () => {
  it("shows the loading state, then today's and the week's figures and the next customers", async () => {
    const api = mockApi({
      'GET /salon-owner/salons': salonsRoute,
      'GET /salon-owner/salons/3/dashboard': envelope(makeOwnerDashboard()),
    });
    renderPage();
    expect(screen.getByText('Salon bilgileri yükleniyor…')).toBeInTheDocument();

    const today = within(await screen.findByRole('region', { name: 'Bugün' }));
    expect(today.getByText('Randevu').parentElement).toHaveTextContent('2');
    expect(today.getByText('Gelir').parentElement).toHaveTextContent('Gelir₺1.200Tamamlanan');
    expect(today.getByText('Doluluk').parentElement).toHaveTextContent('%11,5');
    expect(today.getByText('Doluluk').parentElement).toHaveTextContent('90 / 780 dakika');
    const week = within(screen.getByRole('region', { name: 'Bu hafta' }));
    expect(week.getByText('Tamamlanan').parentElement).toHaveTextContent('3');
    expect(week.getByText('Tamamlanan').parentElement).toHaveTextContent('1 iptal · 1 gelmedi');
    expect(week.getByText('Gelir').parentElement).toHaveTextContent('Gelir₺2.800Tamamlanan');

    const next = within(screen.getByRole('list', { name: 'Sıradaki müşteriler' }));
    const items = next.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Bugün 14:00–14:30');
    expect(items[0]).toHaveTextContent('Elif Şahin');
    expect(items[0]).toHaveTextContent('Saç Kesimi · Ayşe Yılmaz');
    expect(items[1]).toHaveTextContent('4 Mart 2027 10:00–11:00');
    expect(items[1]).toHaveTextContent('Boya, Fön · Mehmet Kaya');
    expect(next.getByRole('link', { name: 'Elif Şahin randevusunun detayı' })).toHaveAttribute(
      'href',
      '/salon/randevular/6',
    );
    // A set-up salon sees no checklist, only the alert of the waiting confirmation.
    expect(screen.queryByRole('list', { name: 'Kurulum adımları' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Uyarılar' })).toHaveTextContent('1 randevu onayınızı bekliyor.');
    expect(api.calls.some((c) => c.path === '/salon-owner/salons/3/dashboard')).toBe(true);
  });

  it('acts on the salon the owner selected', async () => {
    localStorage.setItem(SELECTED_SALON_KEY, '9');
    const api = mockApi({
      'GET /salon-owner/salons': salonsRoute,
      'GET /salon-owner/salons/9/dashboard': envelope(
        makeOwnerDashboard({ salon: { id: 9, name: 'Işıltı Nişantaşı', status: 'active' } }),
      ),
    });
    renderPage();
    expect(await screen.findByText(/Işıltı Nişantaşı/)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('/dashboard')).map((c) => c.path)).toContain(
      '/salon-owner/salons/9/dashboard',
    );
  });

  it('confirms a pending appointment and declines one with a reason', async () => {
    const user = userEvent.setup();
    let answered = false;
    const api = mockApi({
      'GET /salon-owner/salons': salonsRoute,
      'GET /salon-owner/salons/3/dashboard': () =>
        envelope(
          answered
            ? makeOwnerDashboard({ pending_confirmations: [], pending_confirmations_total: 0 })
            : makeOwnerDashboard(),
        ),
      'POST /salon-owner/appointments/7/confirm': () => {
        answered = true;
        return { body: { success: true, message: 'Randevu onaylandı.', data: makeAppointment({ id: 7 }) } };
      },
      'POST /salon-owner/appointments/7/cancel': () => {
        answered = true;
        return {
          body: {
            success: true,
            message: 'Randevu iptal edildi.',
            data: makeAppointment({ id: 7, status: 'cancelled' }),
          },
        };
      },
    });
    const { unmount } = renderPage();
    const pending = within(await screen.findByRole('list', { name: 'Onay bekleyen randevular' }));
    expect(pending.getByText('Can Yıldız')).toBeInTheDocument();
    await user.click(pending.getByRole('button', { name: 'Can Yıldız randevusunu onayla' }));
    expect(await screen.findByText('Onay bekleyen randevu yok')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/salon-owner/appointments/7/confirm',
    ]);
    unmount();

    answered = false;
    renderPage();
    const again = within(await screen.findByRole('list', { name: 'Onay bekleyen randevular' }));
    await user.click(again.getByRole('button', { name: 'Can Yıldız randevusunu reddet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Randevuyu reddet' });
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByText('İptal nedeni zorunludur.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reddetme nedeni'), 'O saatte salon kapalı');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const cancel = api.calls.find((c) => c.path === '/salon-owner/appointments/7/cancel');
    expect(cancel?.body).toEqual({ reason: 'O saatte salon kapalı' });
    expect(await screen.findByText('Onay bekleyen randevu yok')).toBeInTheDocument();
  });

  it('shows a new salon its set-up checklist with a link for every step', async () => {
    mockApi({
      'GET /salon-owner/salons': salonsRoute,
      'GET /salon-owner/salons/3/dashboard': envelope(makeNewSalonDashboard()),
    });
    renderPage();
    const steps = within(await screen.findByRole('list', { name: 'Kurulum adımları' }));
    expect(screen.getByText(/0\/4 adım tamamlandı/)).toBeInTheDocument();
    for (const [name, href] of [
      ['Hizmetlerinizi ekleyin', '/salon/hizmetler'],
      ['Ekibinizi ekleyin', '/salon/personel'],
      ['Açılış ve çalışma saatlerini belirleyin', '/salon/personel-calisma-saatleri'],
      ['Salon profilinizi tamamlayın', '/salon/profil'],
    ])
      expect(steps.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(steps.getAllByText('(yapılacak)')).toHaveLength(4);
    // The open steps are not repeated as alerts; the approval notice is.
    const alerts = screen.getByRole('list', { name: 'Uyarılar' });
    expect(within(alerts).getAllByRole('listitem')).toHaveLength(1);
    expect(alerts).toHaveTextContent('Salonunuz yönetici onayı bekliyor');
    expect(screen.getByText('Yaklaşan randevu yok')).toBeInTheDocument();
    expect(screen.getByText('Onay bekleyen randevu yok')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Bu hafta' })).getByText('—')).toBeInTheDocument();
  });

  it('shows the failure with Tekrar Dene, which asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /salon-owner/salons': salonsRoute,
      'GET /salon-owner/salons/3/dashboard': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Sunucu hatası' } }
          : envelope(makeOwnerDashboard()),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Panel bilgileri yüklenemedi');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByRole('region', { name: 'Bugün' })).toBeInTheDocument();
  });

  it('tells an owner without a salon how to add one', async () => {
    mockApi({ 'GET /salon-owner/salons': ownerSalonsAnswer([]) });
    renderPage();
    expect(await screen.findByText('Henüz salonunuz yok')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Salon başvurusu yap' })).toHaveAttribute('href', '/salon-ol');
  });
});
