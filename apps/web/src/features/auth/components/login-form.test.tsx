import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, getToken, rememberIntendedUrl, storeEmergencyAdminHash } from '@/lib/session';
import { toast } from '@/lib/toast';
import { assignLocation } from '../utils/location';
import type * as LocationModule from '../utils/location';
import { postAuthLogin } from '@salonya/contracts/api-routes';
import type { User } from '@salonya/contracts/user';
import { contractMock } from '@/test/contract-mock';
import { authResponse, makeUser, mockApi, renderRoute } from '@/test/test-utils';

/** A signed-in answer, held to the contract of postAuthLogin. */
function signedIn(user: User, status = 200, message?: string) {
  return contractMock(postAuthLogin, { ...authResponse(user, message), success: true }, { status });
}
import { LoginForm } from './login-form';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('../utils/location', async (importOriginal) => ({
  ...(await importOriginal<typeof LocationModule>()),
  assignLocation: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(assignLocation).mockClear();
});

function renderLogin() {
  return renderRoute(<LoginForm />, { path: '/giris' });
}

async function fillAndSubmit(email = 'Deniz@Ornek.com', password = 'Salonya123!') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-posta'), email);
  await user.type(screen.getByLabelText('Şifre', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  return user;
}

describe('LoginForm', () => {
  it('stores the session, greets with the server message and goes to the remembered page (customer)', async () => {
    const customer = makeUser();
    const { calls } = mockApi({ 'POST /auth/login': signedIn(customer) });
    rememberIntendedUrl('/musteri/randevular?durum=yaklasan');
    renderLogin();

    await fillAndSubmit();

    expect(await screen.findByText('Başka sayfa')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/musteri/randevular?durum=yaklasan');
    expect(calls[0]?.body).toEqual({ email: 'deniz@ornek.com', password: 'Salonya123!', remember: false });
    expect(getToken()).toBe('token-abc');
    expect(getStoredUser()).toEqual(customer);
    expect(toast.success).toHaveBeenCalledWith('Hoş geldiniz, Deniz Aksoy!');
  });

  it('sends staff to /personel', async () => {
    mockApi({ 'POST /auth/login': signedIn(makeUser({ user_type: 'staff', role: 'staff' })) });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText('Personel paneli')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/personel');
  });

  it('sends a customer without a remembered page to /', async () => {
    mockApi({ 'POST /auth/login': signedIn(makeUser()) });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByText('Ana sayfa')).toBeInTheDocument();
  });

  it('loads the admin page (another HTML entry) for an admin, with a fresh emergency hash', async () => {
    mockApi({ 'POST /auth/login': signedIn(makeUser({ user_type: 'admin', role: 'admin' })) });
    storeEmergencyAdminHash('#users');
    renderLogin();
    await fillAndSubmit();
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/admin#users'));
    expect(screen.getByTestId('location')).toHaveTextContent('/giris');
  });

  it('shows the server message for invalid credentials and keeps the user logged out', async () => {
    mockApi({
      'POST /auth/login': {
        status: 401,
        body: {
          success: false,
          message: 'E-posta adresi veya şifre hatalı.',
          error_code: 'INVALID_CREDENTIALS',
        },
      },
    });
    renderLogin();
    await fillAndSubmit('musteri@salonya.test', 'Yanlis123!');

    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta adresi veya şifre hatalı.');
    expect(getToken()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/giris');
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeEnabled();
  });

  it('validates on the client with the contract messages next to the fields', async () => {
    const { fetchMock } = mockApi({});
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findByText('E-posta adresi zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Şifre zorunludur.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('E-posta adresi zorunludur.');

    await user.type(screen.getByLabelText('E-posta'), 'deniz@');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells how long to wait after too many attempts (429 Retry-After)', async () => {
    mockApi({
      'POST /auth/login': {
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { success: false, message: 'Too many', error_code: 'RATE_LIMITED' },
      },
    });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Çok fazla deneme yaptınız. Lütfen 42 saniye sonra tekrar deneyin.',
    );
  });

  it('falls back to the SPEC message when the failure has no message', async () => {
    mockApi({ 'POST /auth/login': { status: 500, body: {} } });
    renderLogin();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Giriş sırasında hata oluştu');
  });

  it('disables the submit button while the request is pending, and sends "Beni hatırla"', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const { calls } = mockApi({
      'POST /auth/login': () => new Promise((resolve) => (answer = resolve)),
    });
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Beni hatırla'));
    await fillAndSubmit();

    const button = screen.getByRole('button', { name: 'Giriş Yap' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(calls[0]?.body).toMatchObject({ remember: true });

    answer(signedIn(makeUser()));
    expect(await screen.findByText('Ana sayfa')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Şifre', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Şifreyi göster' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Şifreyi gizle' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('links to the password reset and register pages', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/sifre-sifirla');
    expect(screen.getByRole('link', { name: 'Üye Ol' })).toHaveAttribute('href', '/uye-ol');
  });

  it("sends the browser's device id, and offers a mailed sign-in link when the account is throttled (issue 15)", async () => {
    const { calls } = mockApi({
      'POST /auth/login': {
        status: 429,
        headers: { 'Retry-After': '1800' },
        body: { success: false, message: 'Çok fazla başarısız giriş.', error_code: 'LOGIN_THROTTLED' },
      },
      'POST /auth/login-link': {
        body: {
          success: true,
          message: 'Bu e-posta adresine kayıtlı bir hesap varsa, giriş bağlantısı gönderildi.',
        },
      },
    });
    renderLogin();
    const user = await fillAndSubmit();
    expect(calls[0]?.headers.get('X-Device-Id')).toMatch(/^[a-f0-9]{48}$/);
    await user.click(await screen.findByRole('button', { name: 'Giriş bağlantısı gönder' }));
    expect(
      await screen.findByText('Bu e-posta adresine kayıtlı bir hesap varsa, giriş bağlantısı gönderildi.'),
    ).toBeInTheDocument();
    expect(calls[1]?.path).toBe('/auth/login-link');
    expect(calls[1]?.body).toEqual({ email: 'deniz@ornek.com' });
    // The same device id on every call.
    expect(calls[1]?.headers.get('X-Device-Id')).toBe(calls[0]?.headers.get('X-Device-Id'));
  });

  it('does not offer the sign-in link for a plain per-IP 429', async () => {
    mockApi({
      'POST /auth/login': {
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { success: false, message: 'Too many', error_code: 'RATE_LIMITED' },
      },
    });
    renderLogin();
    await fillAndSubmit();
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Giriş bağlantısı gönder' })).not.toBeInTheDocument();
  });

  it('signs in once with a mailed link (/giris?baglanti=…)', async () => {
    const { calls } = mockApi({
      'POST /auth/login-link/sign-in': signedIn(makeUser()),
    });
    renderRoute(<LoginForm />, { path: '/giris', url: '/giris?baglanti=tek-kullanimlik-baglanti' });
    expect(await screen.findByText('Ana sayfa')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'tek-kullanimlik-baglanti' });
    expect(getToken()).toBe('token-abc');
  });

  it('explains a used or expired sign-in link', async () => {
    mockApi({
      'POST /auth/login-link/sign-in': {
        status: 400,
        body: {
          success: false,
          message: 'Giriş bağlantısı geçersiz, kullanılmış ya da süresi dolmuş.',
          error_code: 'INVALID_LINK',
        },
      },
    });
    renderRoute(<LoginForm />, { path: '/giris', url: '/giris?baglanti=eski-baglanti-123' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Giriş bağlantısı geçersiz, kullanılmış ya da süresi dolmuş.',
    );
  });
});
