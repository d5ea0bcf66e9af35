import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminUserDetail } from '@salonya/contracts/admin';
import {
  getAdminUsers,
  getAdminUsersById,
  postAdminUsersActivate,
  postAdminUsersDeactivate,
} from '@salonya/contracts/api-routes';
import { setSession } from '@/lib/session';
import { makeAdminUser, paged } from '@/test/admin-fixtures';
import { contractMock, routeKey } from '@/test/contract-mock';
import { makeUser } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/test-utils';
import { UsersPage } from './users-page';

/** These render whole screens; the shared test machine can be slow. */
const SLOW = { timeout: 20_000 };

function Harness() {
  const [open, setOpen] = useState<number | null>(null);
  return <UsersPage openUserId={open} onOpenUser={setOpen} onCloseUser={() => setOpen(null)} />;
}

function usersApi() {
  let current: AdminUserDetail = makeAdminUser();
  return mockApi({
    [routeKey(getAdminUsers)]: contractMock(getAdminUsers, paged([makeAdminUser()], 1, 1, 1)),
    [routeKey(getAdminUsersById, { id: 9 })]: () =>
      contractMock(getAdminUsersById, { success: true, data: current }),
    [routeKey(postAdminUsersDeactivate, { id: 9 })]: (call) => {
      current = {
        ...current,
        is_active: false,
        deactivated_at: '2026-11-23T10:00:00.000Z',
        deactivation_reason: (call.body as { reason: string }).reason,
      };
      return contractMock(postAdminUsersDeactivate, {
        success: true,
        message: 'Kullanıcı devre dışı bırakıldı.',
        data: current,
      });
    },
    [routeKey(postAdminUsersActivate, { id: 9 })]: () => {
      current = { ...current, is_active: true, deactivated_at: null, deactivation_reason: null };
      return contractMock(postAdminUsersActivate, {
        success: true,
        message: 'Kullanıcı etkinleştirildi.',
        data: current,
      });
    },
  });
}

describe('UsersPage', SLOW, () => {
  it('searches and filters by user type on the server', async () => {
    const user = userEvent.setup();
    const api = usersApi();
    renderRoute(<Harness />);
    expect(await screen.findByRole('table', { name: 'Kullanıcılar' })).toHaveTextContent('Elif Şahin');
    await user.type(screen.getByRole('searchbox', { name: 'Kullanıcı ara' }), 'elif');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kullanıcı tipi' }), 'salon_owner');
    await waitFor(() => {
      const last = api.calls.filter((c) => c.path === '/admin/users').at(-1);
      expect(last?.query.get('search')).toBe('elif');
      expect(last?.query.get('user_type')).toBe('salon_owner');
    });
  });

  it('opens a user and deactivates them with a reason, then activates them again', async () => {
    setSession('tok', makeUser('admin', { id: 1 }));
    const user = userEvent.setup();
    const api = usersApi();
    renderRoute(<Harness />);
    await user.click(await screen.findByRole('button', { name: /^Detay.*Elif Şahin$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Elif Şahin' });
    expect(await within(dialog).findByText('elif@ornek.test')).toBeInTheDocument();
    // Roles read in Turkish, never the code name (issue 21 item 13).
    expect(within(dialog).getByText('Müşteri', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).queryByText('customer')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Devre dışı bırak' }));
    const form = await screen.findByRole('dialog', { name: 'Kullanıcıyı devre dışı bırak' });
    await user.type(within(form).getByRole('textbox', { name: 'Gerekçe' }), 'Sahte randevu oluşturuyor.');
    await user.click(within(form).getByRole('button', { name: 'Devre dışı bırak' }));
    expect(await within(dialog).findByText('Hesap devre dışı')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/users/9/deactivate')?.body).toEqual({
      reason: 'Sahte randevu oluşturuyor.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Etkinleştir' }));
    expect(await within(dialog).findByRole('button', { name: 'Devre dışı bırak' })).toBeInTheDocument();
  });

  it('does not offer to deactivate the signed-in admin’s own account', async () => {
    setSession('tok', makeUser('admin', { id: 9 }));
    const user = userEvent.setup();
    usersApi();
    renderRoute(<Harness />);
    await user.click(await screen.findByRole('button', { name: /^Detay.*Elif Şahin$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Elif Şahin' });
    expect(await within(dialog).findByRole('button', { name: 'Devre dışı bırak' })).toBeDisabled();
  });
});
