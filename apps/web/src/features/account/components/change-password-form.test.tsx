import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { ChangePasswordForm } from './change-password-form';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  setSession('token-abc', makeUser());
});

async function fill(user: UserEvent, current: string, next: string, confirmation = next) {
  await user.type(screen.getByLabelText('Mevcut Şifre'), current);
  await user.type(screen.getByLabelText('Yeni Şifre'), next);
  await user.type(screen.getByLabelText('Yeni Şifre Tekrarı'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Şifreyi Değiştir' }));
}

describe('ChangePasswordForm', () => {
  it('changes the password, clears the fields and confirms', async () => {
    const message = 'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.';
    const { calls } = mockApi({ 'PUT /auth/change-password': { body: { success: true, message } } });
    renderRoute(<ChangePasswordForm />);
    await fill(userEvent.setup(), 'Salonya123!', 'Yepyeni9Sifre');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(message));
    expect(calls[0]?.body).toEqual({
      current_password: 'Salonya123!',
      password: 'Yepyeni9Sifre',
      password_confirmation: 'Yepyeni9Sifre',
    });
    expect(screen.getByLabelText('Mevcut Şifre')).toHaveValue('');
    expect(screen.getByLabelText('Yeni Şifre')).toHaveValue('');
  });

  it('puts a wrong current password on its field', async () => {
    mockApi({
      'PUT /auth/change-password': {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz.',
          errors: { current_password: ['Mevcut şifreniz hatalı.'] },
        },
      },
    });
    renderRoute(<ChangePasswordForm />);
    await fill(userEvent.setup(), 'Yanlis123!', 'Yepyeni9Sifre');

    const current = screen.getByLabelText('Mevcut Şifre');
    await waitFor(() => expect(current).toHaveAccessibleDescription('Mevcut şifreniz hatalı.'));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Validation error');
  });

  it('applies the contract rules on the client', async () => {
    const { fetchMock } = mockApi({});
    renderRoute(<ChangePasswordForm />);
    await fill(userEvent.setup(), 'Ayni1Sifre', 'Ayni1Sifre');
    expect(await screen.findByText('Yeni şifre mevcut şifrenizle aynı olamaz.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to the SPEC message', async () => {
    mockApi({ 'PUT /auth/change-password': { status: 500, body: {} } });
    renderRoute(<ChangePasswordForm />);
    await fill(userEvent.setup(), 'Salonya123!', 'Yepyeni9Sifre');
    expect(await screen.findByRole('alert')).toHaveTextContent('Şifre değiştirilirken hata oluştu');
  });
});
