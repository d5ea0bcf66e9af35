import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminSalonDetail, ApplicationDetail } from '@salonya/contracts/admin';
import {
  getAdminSalonApplications,
  getAdminSalonApplicationsById,
  getAdminSalons,
  getAdminSalonsById,
  getAdminSalonsFilters,
  postAdminSalonApplicationsApprove,
  postAdminSalonApplicationsReject,
  postAdminSalonsActivate,
  postAdminSalonsFeature,
  postAdminSalonsSuspend,
  postAdminSalonsVerify,
} from '@salonya/contracts/api-routes';
import { setSession } from '@/lib/session';
import { makeAdminSalon, makeApplication, paged } from '@/test/admin-fixtures';
import { contractMock, routeKey } from '@/test/contract-mock';
import { makeUser } from '@/test/fixtures';
import { mockApi, renderRoute, type ApiCall } from '@/test/test-utils';
import { SalonsPage } from './salons-page';

/** These render whole screens; the shared test machine can be slow. */
const SLOW = { timeout: 20_000 };

function Harness({ initial = null }: { initial?: number | null }) {
  const [open, setOpen] = useState<number | null>(initial);
  return (
    <SalonsPage
      openSalonId={open}
      onOpenSalon={setOpen}
      onCloseSalon={() => setOpen(null)}
      renderSalonActions={(salon) => <span>Ek işlem: {salon.owner.name}</span>}
    />
  );
}

const filters = contractMock(getAdminSalonsFilters, {
  success: true,
  data: {
    statuses: [
      { value: 'pending', label: 'Onay bekliyor', count: 1 },
      { value: 'active', label: 'Aktif', count: 40 },
      { value: 'suspended', label: 'Askıya alındı', count: 2 },
    ],
    cities: [{ id: 34, name: 'İstanbul', count: 20 }],
    categories: [{ id: 2, name: 'Güzellik & Estetik', count: 12 }],
  },
});

function salonApi(salon: AdminSalonDetail = makeAdminSalon(), extra: Parameters<typeof mockApi>[0] = {}) {
  let current = salon;
  const update = (patch: Partial<AdminSalonDetail>, message: string) => {
    current = { ...current, ...patch };
    // Every salon action answers with the same envelope (the salon as it now stands).
    return contractMock(postAdminSalonsActivate, { success: true, message, data: current });
  };
  const id = { id: salon.id };
  return mockApi({
    [routeKey(getAdminSalons)]: contractMock(getAdminSalons, paged([salon], 1, 45, 3)),
    [routeKey(getAdminSalonsFilters)]: filters,
    [routeKey(getAdminSalonApplications)]: contractMock(
      getAdminSalonApplications,
      paged([makeApplication()], 1, 1, 1),
    ),
    [routeKey(getAdminSalonsById, id)]: () =>
      contractMock(getAdminSalonsById, { success: true, data: current }),
    [routeKey(postAdminSalonsVerify, id)]: (call) =>
      update({ is_verified: (call.body as { is_verified: boolean }).is_verified }, 'Salon doğrulandı.'),
    [routeKey(postAdminSalonsFeature, id)]: (call) =>
      update({ is_featured: (call.body as { is_featured: boolean }).is_featured }, 'Salon öne çıkarıldı.'),
    [routeKey(postAdminSalonsSuspend, id)]: (call) =>
      update(
        { status: 'suspended', status_reason: (call.body as { reason: string }).reason },
        'Salon askıya alındı.',
      ),
    [routeKey(postAdminSalonsActivate, id)]: () => update({ status: 'active' }, 'Salon etkinleştirildi.'),
    ...extra,
  });
}

// The admin area is an admin's (the guard); its actions show for the permission the session holds.
beforeEach(() => {
  setSession('tok', makeUser('admin', { id: 1 }));
});

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/admin/salons');

describe('SalonsPage: salon list', SLOW, () => {
  it('lists a page of salons and filters by search, status, city and category on the server', async () => {
    const user = userEvent.setup();
    const api = salonApi();
    renderRoute(<Harness />);
    const table = await screen.findByRole('table', { name: 'Salonlar' });
    expect(within(table).getByText('Işıltı Güzellik Merkezi')).toBeInTheDocument();
    expect(screen.getByText(/Toplam/)).toHaveTextContent('Toplam 45 kayıt · Sayfa 1/3');

    await user.type(screen.getByRole('searchbox', { name: 'Salon ara' }), 'ışıl');
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('search')).toBe('ışıl'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'active');
    await user.selectOptions(screen.getByRole('combobox', { name: 'İl' }), '34');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), '2');
    await waitFor(() => {
      const last = listCalls(api.calls).at(-1);
      expect(last?.query.get('status')).toBe('active');
      expect(last?.query.get('city_id')).toBe('34');
      expect(last?.query.get('category_id')).toBe('2');
      expect(last?.query.get('page')).toBe('1');
    });
    await user.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    await waitFor(() => expect(listCalls(api.calls).at(-1)?.query.get('page')).toBe('2'));
  });

  it('opens a salon and verifies, features and suspends it (with a reason)', async () => {
    const user = userEvent.setup();
    const api = salonApi();
    renderRoute(<Harness />);
    await user.click(await screen.findByRole('button', { name: /^Detay.*Işıltı Güzellik Merkezi$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Işıltı Güzellik Merkezi' });
    expect(await within(dialog).findByText('Ek işlem: Mehmet Kaya')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Doğrula' }));
    expect(await within(dialog).findByRole('button', { name: 'Doğrulamayı kaldır' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/salons/5/verify')?.body).toEqual({ is_verified: true });

    await user.click(within(dialog).getByRole('button', { name: 'Öne çıkar' }));
    expect(await within(dialog).findByRole('button', { name: 'Öne çıkarmayı kaldır' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Askıya al' }));
    const suspend = await screen.findByRole('dialog', { name: 'Salonu askıya al' });
    await user.type(within(suspend).getByRole('textbox', { name: 'Askıya alma gerekçesi' }), 'Kısa');
    await user.click(within(suspend).getByRole('button', { name: 'Askıya al' }));
    expect(await within(suspend).findByText('Gerekçe en az 10 karakter olmalıdır.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/admin/salons/5/suspend')).toBe(false);

    await user.type(
      within(suspend).getByRole('textbox', { name: 'Askıya alma gerekçesi' }),
      ' şikayetler nedeniyle',
    );
    await user.click(within(suspend).getByRole('button', { name: 'Askıya al' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Salonu askıya al' })).not.toBeInTheDocument(),
    );
    expect(api.calls.find((c) => c.path === '/admin/salons/5/suspend')?.body).toEqual({
      reason: 'Kısa şikayetler nedeniyle',
    });
    expect(await within(dialog).findByText('Askıya alındı')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yeniden etkinleştir' })).toBeInTheDocument();
  });

  it('shows the server’s 422 next to the reason', async () => {
    const user = userEvent.setup();
    salonApi(makeAdminSalon(), {
      [routeKey(postAdminSalonsSuspend, { id: 5 })]: {
        status: 422,
        body: {
          success: false,
          message: 'Doğrulama hatası',
          errors: { reason: ['Gerekçe uygunsuz ifade içeriyor.'] },
        },
      },
    });
    renderRoute(<Harness initial={5} />);
    const dialog = await screen.findByRole('dialog', { name: 'Işıltı Güzellik Merkezi' });
    await user.click(await within(dialog).findByRole('button', { name: 'Askıya al' }));
    const suspend = await screen.findByRole('dialog', { name: 'Salonu askıya al' });
    await user.type(
      within(suspend).getByRole('textbox', { name: 'Askıya alma gerekçesi' }),
      'Yeterince uzun bir gerekçe',
    );
    await user.click(within(suspend).getByRole('button', { name: 'Askıya al' }));
    expect(await within(suspend).findByText('Gerekçe uygunsuz ifade içeriyor.')).toBeInTheDocument();
    expect(within(suspend).getByRole('textbox', { name: 'Askıya alma gerekçesi' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('approves a pending salon', async () => {
    const user = userEvent.setup();
    const api = salonApi(makeAdminSalon({ status: 'pending' }));
    renderRoute(<Harness initial={5} />);
    const dialog = await screen.findByRole('dialog', { name: 'Işıltı Güzellik Merkezi' });
    await user.click(await within(dialog).findByRole('button', { name: 'Salonu onayla' }));
    expect(await within(dialog).findByRole('button', { name: 'Askıya al' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/admin/salons/5/activate')).toBe(true);
  });
});

describe('SalonsPage: applications from /salon-ol', SLOW, () => {
  function applicationApi(extra: Parameters<typeof mockApi>[0] = {}) {
    let current: ApplicationDetail = makeApplication();
    return mockApi({
      [routeKey(getAdminSalons)]: contractMock(getAdminSalons, paged([makeAdminSalon()])),
      [routeKey(getAdminSalonsFilters)]: filters,
      [routeKey(getAdminSalonApplications)]: contractMock(
        getAdminSalonApplications,
        paged([makeApplication()], 1, 1, 1),
      ),
      [routeKey(getAdminSalonApplicationsById, { id: 1 })]: () =>
        contractMock(getAdminSalonApplicationsById, { success: true, data: current }),
      [routeKey(postAdminSalonApplicationsApprove, { id: 1 })]: () => {
        current = {
          ...current,
          status: 'approved',
          salon_id: 77,
          user_id: 88,
          reviewed_by: { id: 7, name: 'Selin Arslan' },
        };
        return contractMock(postAdminSalonApplicationsApprove, {
          success: true,
          message: 'Başvuru onaylandı.',
          data: current,
        });
      },
      [routeKey(postAdminSalonApplicationsReject, { id: 1 })]: (call) => {
        current = { ...current, status: 'rejected', review_note: (call.body as { reason: string }).reason };
        return contractMock(postAdminSalonApplicationsReject, {
          success: true,
          message: 'Başvuru reddedildi.',
          data: current,
        });
      },
      [routeKey(getAdminSalonsById, { id: 77 })]: contractMock(getAdminSalonsById, {
        success: true,
        data: makeAdminSalon({ id: 77, name: 'Nova Kuaför' }),
      }),
      ...extra,
    });
  }

  it('lists pending applications, approves one and opens the new salon', async () => {
    const user = userEvent.setup();
    const api = applicationApi();
    renderRoute(<Harness />);
    const tab = await screen.findByRole('tab', { name: /Başvurular/ });
    await waitFor(() => expect(tab).toHaveTextContent('1'));
    await user.click(tab);
    const table = await screen.findByRole('table', { name: 'Salon başvuruları' });
    expect(
      api.calls
        .filter((c) => c.path === '/admin/salon-applications')
        .at(-1)
        ?.query.get('status'),
    ).toBe('pending');
    await user.click(within(table).getByRole('button', { name: 'Nova Kuaför başvurusunu incele' }));

    const dialog = await screen.findByRole('dialog', { name: 'Nova Kuaför başvurusu' });
    expect(within(dialog).getByText('Vergi levhası')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Başvuruyu onayla' }));
    const confirm = await screen.findByRole('dialog', { name: 'Başvuruyu onayla' });
    await user.click(within(confirm).getByRole('button', { name: 'Onayla' }));

    expect(await within(dialog).findByText('Başvuru onaylandı')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/salon-applications/1/approve')?.body).toEqual({});
    await user.click(within(dialog).getByRole('button', { name: 'Salonu aç' }));
    expect(await screen.findByRole('dialog', { name: 'Nova Kuaför' })).toBeInTheDocument();
  });

  it('rejects an application with a reason', async () => {
    const user = userEvent.setup();
    const api = applicationApi();
    renderRoute(<Harness />);
    await user.click(await screen.findByRole('tab', { name: /Başvurular/ }));
    await user.click(await screen.findByRole('button', { name: 'Nova Kuaför başvurusunu incele' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova Kuaför başvurusu' });
    await user.click(await within(dialog).findByRole('button', { name: 'Reddet' }));
    const reject = await screen.findByRole('dialog', { name: 'Başvuruyu reddet' });
    await user.click(within(reject).getByRole('button', { name: 'Reddet' }));
    expect(await within(reject).findByText('Red gerekçesi zorunludur.')).toBeInTheDocument();
    await user.type(
      within(reject).getByRole('textbox', { name: 'Red gerekçesi' }),
      'Vergi levhası okunmuyor.',
    );
    await user.click(within(reject).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByText('Başvuru reddedildi')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/salon-applications/1/reject')?.body).toEqual({
      reason: 'Vergi levhası okunmuyor.',
    });
  });
});
