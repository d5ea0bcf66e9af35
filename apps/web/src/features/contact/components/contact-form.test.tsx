import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '@/test/test-utils';
import { ContactForm } from './contact-form';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const MESSAGE = 'Randevumu nasıl erteleyebilirim? Yardımcı olur musunuz?';
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Mesajı Gönder' }));

async function fillValid(user: UserEvent, { phone = '' } = {}) {
  await user.type(screen.getByLabelText('Ad Soyad'), 'Deniz Aksoy');
  await user.type(screen.getByLabelText('E-posta'), 'Deniz@Ornek.com');
  if (phone !== '') await user.type(screen.getByLabelText('Telefon (isteğe bağlı)'), phone);
  await user.selectOptions(screen.getByLabelText('Konu'), 'Randevu');
  await user.type(screen.getByLabelText('Mesaj'), MESSAGE);
  await user.click(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }));
}

function renderForm() {
  return renderRoute(<ContactForm />, { path: '/iletisim' });
}

describe('ContactForm', () => {
  it('checks every field before sending and counts the message characters', async () => {
    const { fetchMock } = mockApi({});
    renderForm();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Mesaj'), 'Kısa mesaj');
    expect(screen.getByLabelText('Mesaj')).toHaveAccessibleDescription(/10 \/ 2000/);
    await user.type(screen.getByLabelText('Telefon (isteğe bağlı)'), '0212 555 44 33');
    await submit(user);

    expect(await screen.findByText('Ad soyad zorunludur.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('E-posta adresi zorunludur.');
    expect(screen.getByLabelText('Telefon (isteğe bağlı)')).toHaveAccessibleDescription(
      'Geçerli bir cep telefonu numarası girin (05XX XXX XX XX).',
    );
    expect(screen.getByLabelText('Konu')).toHaveAccessibleDescription('Lütfen bir konu seçin.');
    expect(screen.getByText('Mesajınız en az 20 karakter olmalıdır.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /KVKK/ })).toHaveAccessibleDescription(
      'Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.',
    );
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toHaveAttribute('href', '/kvkk');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server 422 errors on their fields', async () => {
    mockApi({
      'POST /contact': {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
          error_code: 'VALIDATION_ERROR',
          errors: {
            email: ['Bu e-posta alan adı kabul edilmiyor.'],
            message: ['Mesajınız bağlantı içeremez.'],
          },
        },
      },
    });
    renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Girilen bilgiler geçersiz.');
    const email = screen.getByLabelText('E-posta');
    expect(email).toHaveAccessibleDescription('Bu e-posta alan adı kabul edilmiyor.');
    expect(email).toHaveFocus();
    expect(screen.getByText('Mesajınız bağlantı içeremez.')).toBeInTheDocument();
  });

  it('says how long to wait after too many messages (429)', async () => {
    mockApi({
      'POST /contact': {
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { success: false, message: 'Çok fazla istek.', error_code: 'RATE_LIMITED' },
      },
    });
    renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Çok fazla deneme yaptınız. Lütfen 42 saniye sonra tekrar deneyin.',
    );
  });

  it('sends the normalised message, confirms with the server message and empties the form', async () => {
    const sent = 'Mesajınız bize ulaştı. En geç 2 iş günü içinde e-posta ile dönüş yapacağız.';
    const { calls } = mockApi({
      'POST /contact': { status: 201, body: { success: true, message: sent, data: { id: 9 } } },
    });
    renderForm();
    const user = userEvent.setup();
    await fillValid(user, { phone: '0532 555 44 33' });
    await submit(user);

    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Mesajınız gönderildi');
    expect(calls[0]?.body).toEqual({
      name: 'Deniz Aksoy',
      email: 'deniz@ornek.com',
      phone: '+905325554433',
      subject: 'randevu',
      message: MESSAGE,
      kvkk_consent: true,
    });
    await waitFor(() => expect(screen.getByLabelText('Ad Soyad')).toHaveValue(''));
    expect(screen.getByLabelText('Mesaj')).toHaveValue('');
    expect(screen.getByLabelText('Konu')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /KVKK/ })).not.toBeChecked();
  });

  it('sends no phone when none is given (the API refuses null)', async () => {
    const { calls } = mockApi({
      'POST /contact': {
        status: 201,
        body: { success: true, message: 'Mesajınız bize ulaştı.', data: { id: 10 } },
      },
    });
    renderForm();
    const user = userEvent.setup();
    await fillValid(user);
    await submit(user);
    await screen.findByText('Mesajınız bize ulaştı.');
    expect(calls[0]?.body).not.toHaveProperty('phone');
  });
});
