import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, getToken } from '@/lib/session';
import { toast } from '@/lib/toast';
import { postAuthRegister } from '@salonya/contracts/api-routes';
import type { User } from '@salonya/contracts/user';
import { contractMock } from '@/test/contract-mock';
import { authResponse, makeUser, mockApi, renderRoute } from '@/test/test-utils';

/** A signed-in answer, held to the contract of postAuthRegister. */
function signedIn(user: User, status = 200, message?: string) {
  return contractMock(postAuthRegister, { ...authResponse(user, message), success: true }, { status });
}
import { RegisterForm } from './register-form';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
});

function renderRegister() {
  return renderRoute(<RegisterForm />, { path: '/uye-ol' });
}

const passwordInput = () => screen.getByLabelText('Şifre', { selector: 'input' });
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Üye Ol' }));

async function fillValidForm(user: UserEvent, { kvkk = true } = {}) {
  await user.type(screen.getByLabelText('Ad Soyad'), 'Deniz Aksoy');
  await user.type(screen.getByLabelText('E-posta'), 'Yeni@Ornek.com');
  await user.type(screen.getByLabelText('Cep Telefonu'), '0532 555 44 33');
  await user.type(passwordInput(), 'Guclu1Sifre');
  await user.type(screen.getByLabelText('Şifre Tekrarı', { selector: 'input' }), 'Guclu1Sifre');
  if (kvkk) await user.click(screen.getByRole('checkbox', { name: /KVKK/ }));
}

describe('RegisterForm', () => {
  it('shows the Turkish contract messages next to each empty field and sends nothing', async () => {
    const { fetchMock } = mockApi({});
    renderRegister();
    const user = userEvent.setup();
    await submit(user);

    expect(await screen.findByText('Ad soyad zorunludur.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ad Soyad')).toHaveAccessibleDescription('Ad soyad zorunludur.');
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('E-posta adresi zorunludur.');
    expect(screen.getByLabelText('Cep Telefonu')).toHaveAccessibleDescription('Cep telefonu zorunludur.');
    expect(screen.getByLabelText('Şifre Tekrarı', { selector: 'input' })).toHaveAccessibleDescription(
      'Şifre tekrarı zorunludur.',
    );
    expect(screen.getByText('Şifre zorunludur.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /KVKK/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the field rules: name, phone, password strength and confirmation', async () => {
    const { fetchMock } = mockApi({});
    renderRegister();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ad Soyad'), 'Deniz');
    await user.type(screen.getByLabelText('Cep Telefonu'), '0212 555 44 33');
    await user.type(passwordInput(), 'Password1');
    await user.type(screen.getByLabelText('Şifre Tekrarı', { selector: 'input' }), 'baska');
    await submit(user);

    expect(await screen.findByText('Lütfen adınızı ve soyadınızı birlikte yazın.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).')).toBeInTheDocument();
    expect(screen.getByText(/Bu şifre çok yaygın ve kolayca tahmin edilebilir/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the passwords do not match', async () => {
    mockApi({});
    renderRegister();
    const user = userEvent.setup();
    await fillValidForm(user);
    const confirmation = screen.getByLabelText('Şifre Tekrarı', { selector: 'input' });
    await user.clear(confirmation);
    await user.type(confirmation, 'Guclu1Sifreler');
    await submit(user);
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
  });

  it('requires the KVKK consent (and only that) before sending', async () => {
    const { calls } = mockApi({ 'POST /auth/register': signedIn(makeUser(), 201) });
    renderRegister();
    const user = userEvent.setup();
    await fillValidForm(user, { kvkk: false });
    await submit(user);

    expect(
      await screen.findByText('Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Ad soyad zorunludur.')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /KVKK/ }));
    await submit(user);
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('links the KVKK text and the privacy policy', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute('href', '/kvkk');
    expect(screen.getByRole('link', { name: 'Gizlilik Politikası' })).toHaveAttribute(
      'href',
      '/gizlilik-politikasi',
    );
  });

  it('registers with the normalised values, stores the session, says a mail was sent and goes to /', async () => {
    const created = makeUser({ email: 'yeni@ornek.com', email_verified_at: null });
    const sent = 'Kaydınız oluşturuldu. E-posta adresinize bir doğrulama bağlantısı gönderdik.';
    const { calls } = mockApi({ 'POST /auth/register': signedIn(created, 201, sent) });
    renderRegister();
    const user = userEvent.setup();
    await fillValidForm(user);
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Kampanya ve fırsatlardan e-posta/SMS ile haberdar olmak istiyorum',
      }),
    );
    await submit(user);

    expect(await screen.findByText('Ana sayfa')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Deniz Aksoy',
      email: 'yeni@ornek.com',
      phone: '+905325554433',
      password: 'Guclu1Sifre',
      password_confirmation: 'Guclu1Sifre',
      kvkk_consent: true,
      commercial_consent: true,
    });
    expect(getToken()).toBe('token-abc');
    expect(getStoredUser()).toEqual(created);
    expect(toast.success).toHaveBeenCalledWith(sent);
  });

  it('puts the server 422 errors on their fields and the rest above the form', async () => {
    mockApi({
      'POST /auth/register': {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
          error_code: 'VALIDATION_ERROR',
          errors: {
            email: ['Bu e-posta adresi zaten kayıtlı.'],
            phone: ['Bu telefon numarası kullanılamaz.'],
            referral_code: ['Davet kodu geçersiz.'],
          },
          suggestion:
            'Bu e-posta ile zaten bir hesabınız var. Giriş yapmayı ya da şifrenizi sıfırlamayı deneyin.',
        },
      },
    });
    renderRegister();
    const user = userEvent.setup();
    await fillValidForm(user);
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.');
    expect(alert).toHaveTextContent('Davet kodu geçersiz.');
    expect(alert).toHaveTextContent('Giriş yapmayı ya da şifrenizi sıfırlamayı deneyin.');
    expect(within(alert).getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute(
      'href',
      '/sifre-sifirla',
    );
    const email = screen.getByLabelText('E-posta');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Bu e-posta adresi zaten kayıtlı.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Cep Telefonu')).toHaveAccessibleDescription(
      'Bu telefon numarası kullanılamaz.',
    );
    expect(getToken()).toBeNull();
  });

  it('does not repeat a field message above the form', async () => {
    mockApi({
      'POST /auth/register': {
        status: 422,
        body: {
          success: false,
          message: 'Bu e-posta adresi zaten kayıtlı.',
          errors: { email: ['Bu e-posta adresi zaten kayıtlı.'] },
        },
      },
    });
    renderRegister();
    const user = userEvent.setup();
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Bu e-posta adresi zaten kayıtlı.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to "Kayıt işlemi başarısız" when the server gives no message', async () => {
    mockApi({ 'POST /auth/register': { status: 500, body: {} } });
    renderRegister();
    const user = userEvent.setup();
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kayıt işlemi başarısız');
  });

  it('ticks the password hints off as the password gets stronger', async () => {
    renderRegister();
    const user = userEvent.setup();
    const hints = screen.getByRole('list', { name: 'Şifre kuralları' });
    const hint = (label: string) => within(hints).getByText(label).closest('li');
    expect(hint('En az 10 karakter')).toHaveTextContent('(karşılanmadı)');

    await user.type(passwordInput(), 'password12');
    expect(hint('En az 10 karakter')).toHaveTextContent('(karşılandı)');
    expect(hint('Yaygın ve kolay tahmin edilen bir şifre değil')).toHaveTextContent('(karşılanmadı)');

    await user.type(passwordInput(), '-mavi-kedi');
    for (const label of ['En az 10 karakter', 'Yaygın ve kolay tahmin edilen bir şifre değil']) {
      expect(hint(label)).toHaveTextContent('(karşılandı)');
    }
  });
});
