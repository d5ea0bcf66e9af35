import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_MESSAGES as M } from '@salonya/domain/catalogue/services';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute } from '@/test/test-utils';
import { makeService, servicesApi } from '../testing/fixtures';
import { ServicesPage } from './services-page';
import { ownerSalonsAnswer } from '@/test/owner-salons';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const SLOW = { timeout: 30_000 };

afterEach(() => vi.clearAllMocks());

const CUT = makeService({ id: 101, name: 'Saç Kesimi', price_kurus: 45000 });
const NAILS = makeService({
  id: 102,
  name: 'Kalıcı Oje',
  category_id: 3,
  category_name: 'Nail & El Bakımı',
  category_icon: '💅',
  duration_minutes: 60,
  price_kurus: 50000,
  discounted_price_kurus: 42050,
  gender_focus: 'female',
  is_active: false,
  sort_order: 1,
  appointment_count: 3,
});
const BLOW = makeService({ id: 103, name: 'Fön', duration_minutes: 30, price_kurus: 20000, sort_order: 2 });

/** Gives each row a box `height` px tall, one under the other (jsdom lays nothing out). */
function layOut(rows: HTMLElement[], height: number) {
  rows.forEach((row, i) => {
    row.getBoundingClientRect = () =>
      ({ left: 0, right: 300, top: i * height, bottom: (i + 1) * height, width: 300, height }) as DOMRect;
  });
}

const items = () => within(screen.getByRole('list', { name: 'Hizmet listesi' })).getAllByRole('listitem');

describe('ServicesPage', SLOW, () => {
  it('invites a salon without services to add the first one', async () => {
    const user = userEvent.setup();
    servicesApi([]);
    renderRoute(<ServicesPage />);
    expect(await screen.findByText('Henüz hizmet eklemediniz')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İlk hizmeti ekle' }));
    expect(screen.getByRole('dialog', { name: 'Yeni Hizmet' })).toBeInTheDocument();
  });

  it("offers 'Tekrar Dene' when the list fails, and shows it after a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 1, name: 'Işıltı Kuaför', status: 'active' }]),
      'GET /salon-owner/salons/1/services': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Veri yüklenirken hata oluştu' } }
          : { body: { success: true, data: { services: [CUT], categories: [] } } },
    });
    renderRoute(<ServicesPage />);
    expect(await screen.findByText('Hizmetler yüklenemedi')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(await screen.findByText('Saç Kesimi')).toBeInTheDocument();
  });

  it('says so when the owner has no salon yet', async () => {
    mockApi({ 'GET /salon-owner/salons': ownerSalonsAnswer([]) });
    renderRoute(<ServicesPage />);
    expect(await screen.findByText('Henüz onaylanmış bir salonunuz yok')).toBeInTheDocument();
  });

  it('lists services with prices, states and badges, and filters by category and text', async () => {
    const user = userEvent.setup();
    servicesApi([CUT, NAILS, BLOW]);
    renderRoute(<ServicesPage />);
    expect(await screen.findByText('Kalıcı Oje')).toBeInTheDocument();
    expect(items()).toHaveLength(3);
    const nails = items()[1]!;
    expect(within(nails).getByText('₺420,50')).toBeInTheDocument();
    expect(within(nails).getByText(/₺500/)).toBeInTheDocument();
    expect(within(nails).getByText('Gizli')).toBeInTheDocument();
    expect(within(nails).getByText('Kadın')).toBeInTheDocument();
    expect(within(items()[0]!).getByText('Yayında')).toBeInTheDocument();
    expect(within(items()[0]!).getByText('₺450')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), '3');
    expect(items()).toHaveLength(1);
    expect(screen.getByText('Sıralamayı değiştirmek için filtreleri temizleyin.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), '');
    await user.type(screen.getByRole('searchbox', { name: 'Hizmet ara' }), 'fÖN');
    expect(items()).toHaveLength(1);
    expect(within(items()[0]!).getByText('Fön')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Hizmet ara' }));
    await user.type(screen.getByRole('searchbox', { name: 'Hizmet ara' }), 'manikür');
    expect(screen.getByText('Aramanıza uyan hizmet yok')).toBeInTheDocument();
  });

  it('moves a service down and sends the whole new order', async () => {
    const user = userEvent.setup();
    const { calls } = servicesApi([CUT, NAILS, BLOW], {
      'PUT /salon-owner/salons/1/services/order': {
        body: { success: true, message: M.reordered, data: [NAILS, CUT, BLOW] },
      },
    });
    renderRoute(<ServicesPage />);
    expect(await screen.findByRole('button', { name: 'Saç Kesimi yukarı taşı' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Fön aşağı taşı' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Saç Kesimi aşağı taşı' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.reordered));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ service_ids: [102, 101, 103] });
  });

  it('drags a service to a new place with a pointer (mouse or touch) and saves the whole order', async () => {
    const { calls } = servicesApi([CUT, NAILS, BLOW], {
      'PUT /salon-owner/salons/1/services/order': {
        body: { success: true, message: M.reordered, data: [NAILS, BLOW, CUT] },
      },
    });
    renderRoute(<ServicesPage />);
    const grip = await screen.findByRole('button', { name: 'Saç Kesimi sürükleyerek taşı' });
    layOut(items(), 100);
    fireEvent.pointerDown(grip, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 50 });
    fireEvent.pointerMove(grip, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 150 });
    // The list follows the finger before anything is saved.
    expect(items().map((li) => within(li).getAllByRole('paragraph')[0]!.textContent)).toEqual([
      'Kalıcı Oje',
      'Saç Kesimi',
      'Fön',
    ]);
    layOut(items(), 100);
    fireEvent.pointerMove(grip, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 250 });
    fireEvent.pointerUp(grip, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 250 });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.reordered));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { service_ids: [102, 103, 101] },
    ]);
  });

  it('moves with the arrow keys on the grip; a refused order goes back', async () => {
    const user = userEvent.setup();
    const { calls } = servicesApi([CUT, NAILS, BLOW], {
      'PUT /salon-owner/salons/1/services/order': {
        status: 422,
        body: { success: false, message: 'Sıralama kaydedilemedi.', errors: { service_ids: ['Geçersiz'] } },
      },
    });
    renderRoute(<ServicesPage />);
    const grip = await screen.findByRole('button', { name: 'Fön sürükleyerek taşı' });
    grip.focus();
    await user.keyboard('{ArrowUp}');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ service_ids: [101, 103, 102] });
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    await waitFor(() =>
      expect(items().map((li) => within(li).getAllByRole('paragraph')[0]!.textContent)).toEqual([
        'Saç Kesimi',
        'Kalıcı Oje',
        'Fön',
      ]),
    );
  });

  it('archives a service that appointments name, after saying so', async () => {
    const user = userEvent.setup();
    const { calls } = servicesApi([CUT, NAILS], {
      'DELETE /salon-owner/salons/1/services/102': {
        body: {
          success: true,
          message: M.archived,
          data: {
            id: 102,
            outcome: 'archived',
            service: { ...NAILS, archived_at: '2026-11-25T20:00:00.000Z' },
          },
        },
      },
    });
    renderRoute(<ServicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Kalıcı Oje sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Hizmet arşivlensin mi?' });
    expect(dialog).toHaveTextContent('3 randevuda geçtiği için silinmez, arşivlenir');
    await user.click(within(dialog).getByRole('button', { name: 'Arşivle' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.archived));
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/102'))).toBe(true);
  });

  it('deletes an unused service and hides or shows one in a click', async () => {
    const user = userEvent.setup();
    const { calls } = servicesApi([CUT, NAILS], {
      'DELETE /salon-owner/salons/1/services/101': {
        body: { success: true, message: M.deleted, data: { id: 101, outcome: 'deleted', service: null } },
      },
      'PATCH /salon-owner/salons/1/services/102': {
        body: { success: true, message: M.updated, data: { ...NAILS, is_active: true } },
      },
    });
    renderRoute(<ServicesPage />);
    await user.click(await screen.findByRole('button', { name: 'Saç Kesimi sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Hizmet silinsin mi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.deleted));

    await user.click(within(items()[1]!).getByRole('button', { name: 'Yayınla' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Kalıcı Oje yeniden yayında.'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ is_active: true });
  });

  it('shows archived services on request and brings one back', async () => {
    const user = userEvent.setup();
    const archived = makeService({
      id: 104,
      name: 'Eski Perma',
      archived_at: '2026-11-20T10:00:00.000Z',
      is_active: false,
      appointment_count: 2,
    });
    const { calls } = mockApi({
      'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 1, name: 'Işıltı Kuaför', status: 'active' }]),
      'GET /salon-owner/salons/1/services': (call) => ({
        body: {
          success: true,
          data: {
            services: call.query.get('include_archived') === 'true' ? [CUT, archived] : [CUT],
            categories: [],
          },
        },
      }),
      'POST /salon-owner/salons/1/services/104/restore': {
        body: { success: true, message: M.restored, data: { ...archived, archived_at: null } },
      },
    });
    renderRoute(<ServicesPage />);
    expect(await screen.findByText('Saç Kesimi')).toBeInTheDocument();
    expect(screen.queryByText('Eski Perma')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Arşivlenmiş hizmetleri göster' }));
    const row = (await screen.findByText('Eski Perma')).closest('li')!;
    expect(within(row).getByText('Arşivde')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Eski Perma düzenle' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Arşivden çıkar' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(M.restored));
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/104/restore'))).toBe(true);
  });
});
