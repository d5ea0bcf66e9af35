import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getStoredUser, getToken, setSession } from '@/lib/session';
import { makeUser } from '@/test/fixtures';
import { mockApi, renderRoute } from '@/test/test-utils';
import { readImpersonator } from '../utils/impersonator';
import { ImpersonateButton } from './impersonate-button';
import { ImpersonationBanner } from './impersonation-banner';

/** These render whole screens; the shared test machine can be slow. */
const SLOW = { timeout: 20_000 };

const owner = makeUser('salon_owner', {
  id: 21,
  name: 'Mehmet Kaya',
  impersonating: true,
  impersonated_salon: { id: 5, name: 'Işıltı Güzellik Merkezi' },
});
const admin = makeUser('admin', { id: 1 });

describe('impersonation (SPEC §4, §7.2)', SLOW, () => {
  it('starts: stores the owner session with its flags, keeps the admin session and opens /salon', async () => {
    const user = userEvent.setup();
    setSession('tok-admin', admin);
    const api = mockApi({
      'POST /admin/salons/5/impersonate': {
        body: {
          success: true,
          message: 'Mehmet Kaya olarak görüntülüyorsunuz.',
          token: 'tok-owner',
          user: owner,
        },
      },
    });
    const leavePage = vi.fn();
    renderRoute(
      <ImpersonateButton
        salonId={5}
        salonName="Işıltı Güzellik Merkezi"
        ownerName="Mehmet Kaya"
        leavePage={leavePage}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Salon sahibi olarak görüntüle' }));
    const dialog = screen.getByRole('dialog', { name: 'Salon sahibi olarak görüntüle' });
    await user.click(within(dialog).getByRole('button', { name: 'Görüntülemeye başla' }));

    await waitFor(() => expect(leavePage).toHaveBeenCalledWith('/salon'));
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer tok-admin');
    expect(getToken()).toBe('tok-owner');
    expect(getStoredUser()).toMatchObject({
      user_type: 'salon_owner',
      impersonating: true,
      impersonated_salon: { id: 5 },
    });
    expect(readImpersonator()).toEqual({
      token: 'tok-admin',
      user: { id: 1, name: admin.name, email: admin.email },
    });
  });

  it('shows the banner only while impersonating and returns to the admin account', async () => {
    const user = userEvent.setup();
    setSession('tok-admin', admin);
    mockApi({
      'POST /admin/salons/5/impersonate': {
        body: { success: true, message: 'ok', token: 'tok-owner', user: owner },
      },
      'POST /admin/stop-impersonating': {
        body: { success: true, message: 'Admin hesabına dönüldü.', token: 'tok-admin-2', user: admin },
      },
    });
    const leave = vi.fn();
    renderRoute(
      <>
        <ImpersonationBanner leavePage={leave} />
        <ImpersonateButton
          salonId={5}
          salonName="Işıltı Güzellik Merkezi"
          ownerName="Mehmet Kaya"
          leavePage={vi.fn()}
        />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Yönetici görüntüleme modu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salon sahibi olarak görüntüle' }));
    await user.click(screen.getByRole('button', { name: 'Görüntülemeye başla' }));

    const banner = await screen.findByRole('region', { name: 'Yönetici görüntüleme modu' });
    expect(banner).toHaveTextContent('Işıltı Güzellik Merkezi (Mehmet Kaya) adına görüntülüyorsunuz');
    await user.click(within(banner).getByRole('button', { name: 'Admin hesabına dön' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/admin#salons'));
    expect(getToken()).toBe('tok-admin-2');
    expect(getStoredUser()?.user_type).toBe('admin');
    expect(readImpersonator()).toBeNull();
  });

  it('says "Admin hesabına dönülemedi" when returning fails and keeps the owner session', async () => {
    const user = userEvent.setup();
    setSession('tok-owner', owner);
    mockApi({ 'POST /admin/stop-impersonating': { status: 500, body: {} } });
    const leave = vi.fn();
    renderRoute(<ImpersonationBanner leavePage={leave} />);
    await user.click(screen.getByRole('button', { name: 'Admin hesabına dön' }));
    expect(await screen.findByText('Admin hesabına dönülemedi')).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-owner');
  });
});
