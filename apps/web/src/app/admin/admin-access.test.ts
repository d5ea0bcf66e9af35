import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthProfile } from '@salonya/contracts/api-routes';
import { contractMock } from '@/test/contract-mock';
import { setUnauthorizedNavigator } from '@/lib/api-client';
import { getStoredUser, setSession } from '@/lib/session';
import { jsonResponse, makeUser } from '@/test/fixtures';
import { resetAdminAccess, verifyAdminAccess } from './admin-access';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  resetAdminAccess();
  window.history.replaceState(null, '', '/admin');
});

describe('verifyAdminAccess', () => {
  it('confirms the stored admin with GET /auth/profile once per page load', async () => {
    setSession('tok', makeUser('admin'));
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        contractMock(getAuthProfile, {
          success: true,
          data: makeUser('admin', { name: 'Selin Arslan Kaya' }),
        }).body,
      ),
    );
    await expect(verifyAdminAccess()).resolves.toBe('allowed');
    await expect(verifyAdminAccess()).resolves.toBe('allowed');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/auth/profile');
    expect(getStoredUser()?.name).toBe('Selin Arslan Kaya');
  });

  it('denies a user whose server-side type is no longer admin', async () => {
    setSession('tok', makeUser('admin'));
    fetchMock.mockResolvedValue(
      jsonResponse(contractMock(getAuthProfile, { success: true, data: makeUser('customer') }).body),
    );
    await expect(verifyAdminAccess()).resolves.toBe('denied');
  });

  it('reports a revoked token as signed out (the API client sends the user to /giris)', async () => {
    setSession('tok', makeUser('admin'));
    const navigate = vi.fn();
    setUnauthorizedNavigator(navigate);
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Oturum süresi doldu.' }, 401));
    await expect(verifyAdminAccess()).resolves.toBe('signed-out');
    expect(navigate).toHaveBeenCalledWith('/giris');
    setUnauthorizedNavigator(null);
  });

  it('keeps the stored admin session when the server cannot be reached', async () => {
    setSession('tok', makeUser('admin'));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(verifyAdminAccess()).resolves.toBe('allowed');
  });

  it('does not ask the server without a stored admin session', async () => {
    await expect(verifyAdminAccess()).resolves.toBe('signed-out');
    setSession('tok', makeUser('staff'));
    await expect(verifyAdminAccess()).resolves.toBe('denied');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
