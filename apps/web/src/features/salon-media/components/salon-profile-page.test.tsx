import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_MESSAGES, OPENING_HOURS_MESSAGES } from '@salonya/domain/catalogue/salon-media';
import { toast } from '@/lib/toast';
import { ISTANBUL_DISTRICTS, PROVINCES } from '@/test/location-fixtures';
import { mockApi, renderRoute, type ApiAnswer, type ApiCall } from '@/test/test-utils';
import { makeImage, makeProfile, OWNER_SALONS } from '../testing/fixtures';
import { SalonProfilePage } from './salon-profile-page';
import { ownerSalonsAnswer } from '@/test/owner-salons';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
afterEach(() => vi.clearAllMocks());

// The form has a week of time selects; jsdom renders it slowly on a busy machine.
const SLOW = { timeout: 60_000 };

function api(extra: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  return mockApi({
    'GET /salon-owner/salons': { body: OWNER_SALONS },
    'GET /salon-owner/salons/7/profile': { body: { success: true, data: makeProfile() } },
    'GET /locations/provinces': { body: { success: true, data: PROVINCES } },
    'GET /locations/provinces/34/districts': { body: { success: true, data: ISTANBUL_DISTRICTS } },
    ...extra,
  });
}

describe('SalonProfilePage', SLOW, () => {
  it("shows the selected salon's profile and saves the edited week, phone and amenities", async () => {
    const { calls } = api({
      'PUT /salon-owner/salons/7/profile': (call) => ({
        body: {
          success: true,
          message: 'Salon profili kaydedildi.',
          data: makeProfile({ name: 'Işıltı Kuaför Moda' }),
        },
        ...(call.body ? {} : { status: 500 }),
      }),
    });
    renderRoute(<SalonProfilePage />);
    const name = await screen.findByLabelText('Salon Adı');
    expect(name).toHaveValue('Işıltı Kuaför');
    expect(screen.getByLabelText('Telefon')).toHaveValue('0216 555 12 34');
    await waitFor(() => expect(screen.getByLabelText('İlçe')).toHaveValue('402'));
    expect(screen.getByText('Logo yok')).toBeInTheDocument();

    const ui = userEvent.setup();
    await ui.click(name);
    await ui.keyboard('{End} Moda');
    await ui.click(screen.getByRole('checkbox', { name: 'Pazar açık' }));
    await ui.selectOptions(screen.getByLabelText('Pazar kapanış'), '24:00');
    await ui.click(screen.getByRole('checkbox', { name: 'Klima' }));
    await ui.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Salon profili kaydedildi.'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Işıltı Kuaför Moda',
      phone: '+902165551234',
      province_id: 34,
      district_id: 402,
      amenities: ['Wi-Fi', 'Klima'],
    });
    expect((put?.body as { opening_hours: unknown[] }).opening_hours[6]).toEqual({
      weekday: 7,
      opens_at: '09:00',
      closes_at: '24:00',
    });
  });

  it('refuses a closing time before the opening time before sending anything', async () => {
    const { calls } = api();
    renderRoute(<SalonProfilePage />);
    const ui = userEvent.setup();
    await ui.selectOptions(await screen.findByLabelText('Salı açılış'), '20:00');
    await ui.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(OPENING_HOURS_MESSAGES.order)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("puts the server's 422 messages next to their fields", async () => {
    api({
      'PUT /salon-owner/salons/7/profile': {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
          errors: { district_id: [MEDIA_MESSAGES.districtMismatch] },
        },
      },
    });
    renderRoute(<SalonProfilePage />);
    const ui = userEvent.setup();
    const description = await screen.findByLabelText('Açıklama');
    await ui.type(description, ' Yeni.');
    await ui.click(screen.getByRole('button', { name: 'Kaydet' }));
    const district = screen.getByLabelText('İlçe');
    await waitFor(() => expect(district).toHaveAccessibleDescription(MEDIA_MESSAGES.districtMismatch));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows a failed load with Tekrar Dene, which loads again', async () => {
    let recovered = false;
    api({
      'GET /salon-owner/salons/7/profile': () => {
        return !recovered
          ? { status: 500, body: { success: false, message: 'Veri yüklenirken hata oluştu' } }
          : { body: { success: true, data: makeProfile() } };
      },
    });
    renderRoute(<SalonProfilePage />);
    const retry = await screen.findByRole('button', { name: 'Tekrar Dene' }, { timeout: 10_000 });
    recovered = true;
    await userEvent.setup().click(retry);
    expect(await screen.findByLabelText('Salon Adı')).toHaveValue('Işıltı Kuaför');
  });

  it('tells an owner without a salon what comes next', async () => {
    api({ 'GET /salon-owner/salons': ownerSalonsAnswer([]) });
    renderRoute(<SalonProfilePage />);
    expect(await screen.findByText('Henüz bir salonunuz yok')).toBeInTheDocument();
  });

  it('refuses a wrong logo file at once and uploads a good one as multipart', async () => {
    const { calls, fetchMock } = api({
      'POST /salon-owner/salons/7/logo': {
        status: 201,
        body: { success: true, message: 'Logo güncellendi.', data: makeImage(9) },
      },
    });
    renderRoute(<SalonProfilePage />);
    const input = await screen.findByLabelText('Logo Yükle');
    const ui = userEvent.setup({ applyAccept: false });
    await ui.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_MESSAGES.wrongType);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await ui.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'logo.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Logo güncellendi.'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = post?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    const logoCard = screen.getByRole('heading', { name: 'Logo' }).parentElement!;
    expect(within(logoCard).queryByRole('alert')).toBeNull();
  });
});
