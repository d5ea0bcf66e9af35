import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '@salonya/contracts/user';
import { getStoredUser, setSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { ProfileForm } from './profile-form';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

const cases: [UserType, string][] = [
  ['customer', '/customer/profile'],
  ['salon_owner', '/salon-owner/profile'],
  ['staff', '/staff/profile'],
  ['admin', '/auth/profile'],
];

describe('ProfileForm', () => {
  it.each(cases)('a %s saves to PUT %s and the stored user follows', async (userType, endpoint) => {
    const user = makeUser({ user_type: userType, role: userType });
    setSession('token-abc', user);
    const updated = { ...user, name: 'Deniz Aksoy Yıldız', phone: '+905301112233' };
    const { calls } = mockApi({
      [`PUT ${endpoint}`]: {
        body: { success: true, message: 'Profiliniz güncellendi.', data: { user: updated } },
      },
    });
    renderRoute(<ProfileForm />);

    const name = screen.getByLabelText('Ad Soyad');
    expect(name).toHaveValue('Deniz Aksoy');
    expect(screen.getByLabelText('Cep Telefonu')).toHaveValue('0532 555 44 33');
    const ui = userEvent.setup();
    await ui.clear(name);
    await ui.type(name, 'Deniz Aksoy Yıldız');
    const phone = screen.getByLabelText('Cep Telefonu');
    await ui.clear(phone);
    await ui.type(phone, '0530 111 22 33');
    await ui.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profiliniz güncellendi.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: endpoint,
      body: { name: 'Deniz Aksoy Yıldız', email: 'deniz@ornek.com', phone: '+905301112233' },
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(getStoredUser()).toEqual(updated);
    expect(screen.getByLabelText('Cep Telefonu')).toHaveValue('0530 111 22 33');
  });

  it('keeps the impersonation flag when the saved profile comes back', async () => {
    const impersonated = { id: 3, name: 'Güzel Saçlar' };
    const owner = makeUser({
      user_type: 'salon_owner',
      role: 'salon_owner',
      impersonating: true,
      impersonated_salon: impersonated,
    });
    setSession('token-abc', owner);
    mockApi({
      'PUT /salon-owner/profile': {
        body: {
          success: true,
          message: 'Profiliniz güncellendi.',
          data: { user: { ...owner, impersonating: false, impersonated_salon: null } },
        },
      },
    });
    renderRoute(<ProfileForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(getStoredUser()).toMatchObject({ impersonating: true, impersonated_salon: impersonated });
  });

  it("shows 'Validation error' and puts the server's 422 errors on the fields", async () => {
    setSession('token-abc', makeUser());
    mockApi({
      'PUT /customer/profile': {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz.',
          errors: { email: ['Bu e-posta adresi zaten kayıtlı.'], avatar: ['Dosya çok büyük.'] },
        },
      },
    });
    renderRoute(<ProfileForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kaydet' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation error');
    expect(alert).toHaveTextContent('Dosya çok büyük.');
    const email = screen.getByLabelText('E-posta');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Bu e-posta adresi zaten kayıtlı.'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('falls back to the SPEC message and disables the button while saving', async () => {
    setSession('token-abc', makeUser());
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    mockApi({ 'PUT /customer/profile': () => new Promise((resolve) => (answer = resolve)) });
    renderRoute(<ProfileForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled());
    answer({ status: 500, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent('Profil güncellenirken hata oluştu');
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeEnabled();
  });

  it('validates with the contract before sending', async () => {
    setSession('token-abc', makeUser());
    const { fetchMock } = mockApi({});
    renderRoute(<ProfileForm />);
    const ui = userEvent.setup();
    await ui.clear(screen.getByLabelText('Ad Soyad'));
    await ui.clear(screen.getByLabelText('Cep Telefonu'));
    await ui.type(screen.getByLabelText('Cep Telefonu'), '12345');
    await ui.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Ad soyad zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows whether the e-mail is verified, with the re-send action when it is not', () => {
    setSession('token-abc', makeUser({ email_verified_at: null }));
    const { unmount } = renderRoute(
      <ProfileForm unverifiedAction={<button type="button">Yeniden gönder</button>} />,
    );
    const email = screen.getByLabelText('E-posta');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Doğrulanmadı'));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('yeniden doğrulamanız gerekir'));
    expect(screen.getByRole('button', { name: 'Yeniden gönder' })).toBeInTheDocument();
    unmount();

    renderRoute(<ProfileForm />);
    expect(screen.getByRole('link', { name: 'Doğrulama bağlantısını yeniden gönder' })).toHaveAttribute(
      'href',
      '/email-dogrulama',
    );
  });

  it('shows the verified badge without a re-send action', () => {
    setSession('token-abc', makeUser());
    renderRoute(<ProfileForm />);
    const form = screen.getByRole('button', { name: 'Kaydet' }).closest('form');
    expect(form).not.toBeNull();
    expect(within(form as HTMLFormElement).getByText('Doğrulandı')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /yeniden gönder/ })).not.toBeInTheDocument();
  });
});
