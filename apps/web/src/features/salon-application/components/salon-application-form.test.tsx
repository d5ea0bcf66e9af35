import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import {
  getHomeServiceCategories,
  getLocationsProvinces,
  getLocationsProvincesDistricts,
  postSalonApplications,
} from '@salonya/contracts/api-routes';
import { contractMock, routeKey } from '@/test/contract-mock';
import { makeUser, mockApi, renderRoute, type ApiAnswer } from '@/test/test-utils';
import { SalonApplicationForm } from './salon-application-form';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

/** What GET /home/service-categories also sends of a category (the form shows only the name). */
const CATEGORY_EXTRA = {
  description: '',
  image_url: null,
  image_hover_url: null,
  has_image: false,
  salon_count: 3,
};

const LOOKUPS = {
  [routeKey(getLocationsProvinces)]: contractMock(getLocationsProvinces, {
    success: true,
    data: [
      {
        id: 35,
        name: 'İzmir',
        slug: 'izmir',
        parent_id: null,
        type: 'province',
        coordinates: { latitude: 38.4237, longitude: 27.1428 },
      },
      {
        id: 34,
        name: 'İstanbul',
        slug: 'istanbul',
        parent_id: null,
        type: 'province',
        coordinates: { latitude: 41.0082, longitude: 28.9784 },
      },
      {
        id: 6,
        name: 'Ankara',
        slug: 'ankara',
        parent_id: null,
        type: 'province',
        coordinates: { latitude: 39.9334, longitude: 32.8597 },
      },
    ],
  }),
  [routeKey(getLocationsProvincesDistricts, { id: 34 })]: contractMock(getLocationsProvincesDistricts, {
    success: true,
    data: [
      { id: 431, name: 'Beşiktaş', slug: 'besiktas', parent_id: 34, type: 'district' },
      { id: 440, name: 'Kadıköy', slug: 'kadikoy', parent_id: 34, type: 'district' },
    ],
  }),
  [routeKey(getHomeServiceCategories)]: contractMock(getHomeServiceCategories, {
    success: true,
    data: [
      {
        id: 1,
        name: 'Saç Hizmetleri',
        slug: 'sac-hizmetleri',
        code: 'sac_hizmetleri',
        icon: '✂️',
        ...CATEGORY_EXTRA,
      },
      {
        id: 4,
        name: 'Cilt & Yüz Bakımı',
        slug: 'cilt-yuz-bakimi',
        code: 'cilt_yuz_bakimi',
        icon: '🧴',
        ...CATEGORY_EXTRA,
      },
    ],
  }),
} satisfies Record<string, ApiAnswer>;

const SUCCESS =
  'Başvurunuz alındı. Ekibimiz belgelerinizi inceleyip en geç 3 iş günü içinde size dönüş yapacak.';

function pdf(name = 'vergi-levhasi.pdf', size?: number): File {
  const file = new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^\d\. / });
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Devam' }));
const send = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Başvuruyu Gönder' }));

async function fillApplicant(user: UserEvent) {
  await user.type(screen.getByLabelText('Ad Soyad'), 'Deniz Aksoy');
  await user.type(screen.getByLabelText('E-posta'), 'Deniz@Ornek.com');
  await user.type(screen.getByLabelText('Cep Telefonu'), '0532 555 44 33');
}

async function fillBusiness(user: UserEvent) {
  await user.type(screen.getByLabelText('Salon Adı'), 'Deniz Güzellik');
  await user.selectOptions(screen.getByLabelText('İşletme Türü'), 'Güzellik Merkezi');
  await user.click(screen.getByRole('radio', { name: 'Unisex' }));
  await user.selectOptions(await screen.findByLabelText('İl'), 'İstanbul');
  const district = screen.getByLabelText('İlçe');
  await waitFor(() => expect(district).toBeEnabled());
  await user.selectOptions(district, 'Beşiktaş');
  await user.type(screen.getByLabelText('Adres'), 'Ihlamurdere Cad. No: 12');
  await user.type(screen.getByLabelText('Vergi No / T.C. Kimlik No'), '1234567890');
  await user.type(screen.getByLabelText('Çalışan Sayısı'), '4');
  await user.click(await screen.findByRole('checkbox', { name: /Cilt & Yüz Bakımı/ }));
}

async function reachDocuments(user: UserEvent) {
  await fillApplicant(user);
  await next(user);
  await fillBusiness(user);
  await next(user);
  await waitFor(() => expect(stepHeading()).toHaveTextContent('3. Belgeler'));
}

async function consent(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: /KVKK Aydınlatma Metni/ }));
  await user.click(screen.getByRole('checkbox', { name: /Kullanım Şartları/ }));
}

function renderForm() {
  return renderRoute(<SalonApplicationForm />, { path: '/salon-ol' });
}

describe('SalonApplicationForm', () => {
  it('validates each step before moving on and marks the current step', async () => {
    const { fetchMock } = mockApi(LOOKUPS);
    const user = userEvent.setup();
    renderForm();

    expect(
      within(screen.getByRole('list', { name: 'Başvuru adımları' }))
        .getByText('Başvuran')
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    await next(user);
    expect(await screen.findByText('Ad soyad zorunludur.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cep Telefonu')).toHaveAccessibleDescription('Cep telefonu zorunludur.');
    expect(stepHeading()).toHaveTextContent('1. Başvuran');

    await fillApplicant(user);
    await next(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('2. İşletme'));
    expect(stepHeading()).toHaveFocus();

    await next(user);
    expect(await screen.findByText('Salon adı zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen hizmet verdiğiniz kitleyi seçin.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen en az bir hizmet kategorisi seçin.')).toBeInTheDocument();
    expect(screen.getByLabelText('İlçe')).toBeDisabled();
    expect(stepHeading()).toHaveTextContent('2. İşletme');

    // Back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(screen.getByLabelText('Ad Soyad')).toHaveValue('Deniz Aksoy');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('requires the tax plate (vergi levhası) and both consents', async () => {
    const { calls } = mockApi(LOOKUPS);
    const user = userEvent.setup();
    renderForm();
    await reachDocuments(user);

    await send(user);
    const plate = screen.getByLabelText('Vergi levhası');
    expect(await screen.findByText(/Vergi levhası zorunludur/)).toBeInTheDocument();
    expect(plate).toHaveAccessibleDescription(
      /Vergi levhası zorunludur \(PDF, JPG, PNG ya da WEBP, en fazla 5 MB\)\./,
    );
    expect(plate).toBeRequired();
    expect(
      screen.getByText('Devam etmek için KVKK Aydınlatma Metni’ni onaylamanız gerekir.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Devam etmek için Kullanım Şartları’nı kabul etmeniz gerekir.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a file over 5 MB or of another type at once, next to its input', async () => {
    const { calls } = mockApi(LOOKUPS);
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await reachDocuments(user);

    await user.upload(screen.getByLabelText('Vergi levhası'), pdf('levha.pdf', 6 * 1024 * 1024 + 1));
    expect(
      await screen.findByText('Vergi levhası en fazla 5 MB olabilir (seçilen dosya 6 MB).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Vergi levhası')).toHaveAttribute('aria-invalid', 'true');

    await user.upload(
      screen.getByLabelText('Kimlik belgesi'),
      new File(['merhaba'], 'kimlik.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Kimlik belgesi PDF, JPG, PNG ya da WEBP olmalıdır.')).toBeInTheDocument();

    await consent(user);
    await send(user);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // A fitting file clears the error.
    await user.upload(screen.getByLabelText('Vergi levhası'), pdf());
    await waitFor(() =>
      expect(screen.queryByText(/Vergi levhası en fazla 5 MB olabilir/)).not.toBeInTheDocument(),
    );
    expect(screen.getByText('vergi-levhasi.pdf')).toBeInTheDocument();
  });

  it('sends the application as multipart and shows the server message and what comes next', async () => {
    const { fetchMock } = mockApi({
      ...LOOKUPS,
      [routeKey(postSalonApplications)]: contractMock(
        postSalonApplications,
        { success: true, message: SUCCESS, data: { id: 12, status: 'pending' } },
        { status: 201 },
      ),
    });
    const user = userEvent.setup();
    renderForm();
    await reachDocuments(user);
    await user.upload(screen.getByLabelText('Vergi levhası'), pdf());
    await consent(user);
    await send(user);

    expect(await screen.findByRole('heading', { name: 'Başvurunuz alındı' })).toHaveFocus();
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bundan sonra ne olacak?' })).toBeInTheDocument();

    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    const body = init!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(new Headers(init!.headers).has('Content-Type')).toBe(false);
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      applicant_name: 'Deniz Aksoy',
      applicant_email: 'deniz@ornek.com',
      applicant_phone: '+905325554433',
      salon_name: 'Deniz Güzellik',
      salon_type: 'guzellik_merkezi',
      gender_focus: 'unisex',
      city_id: '34',
      district_id: '431',
      address: 'Ihlamurdere Cad. No: 12',
      tax_number: '1234567890',
      staff_count: '4',
      category_ids: '4',
      note: '',
      kvkk_consent: 'true',
      terms_consent: 'true',
    });
    expect((body.get('vergi_levhasi') as File).name).toBe('vergi-levhasi.pdf');
    expect(body.has('kimlik')).toBe(false);
  });

  it('takes a 422 on an earlier step back to that step and field, and shows later errors on their step', async () => {
    mockApi({
      ...LOOKUPS,
      'POST /salon-applications': {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
          error_code: 'VALIDATION_ERROR',
          errors: {
            applicant_email: ['Bu e-posta adresiyle incelenmeyi bekleyen bir başvurunuz zaten var.'],
            vergi_levhasi: ['Vergi levhası PDF, JPG, PNG ya da WEBP olmalıdır.'],
          },
        },
      },
    });
    const user = userEvent.setup();
    renderForm();
    await reachDocuments(user);
    await user.upload(screen.getByLabelText('Vergi levhası'), pdf());
    await consent(user);
    await send(user);

    await waitFor(() => expect(stepHeading()).toHaveTextContent('1. Başvuran'));
    expect(screen.getByRole('alert')).toHaveTextContent('Girilen bilgiler geçersiz.');
    const email = screen.getByLabelText('E-posta');
    expect(email).toHaveAccessibleDescription(
      'Başvurunuzla ilgili bilgileri bu adrese göndereceğiz. Bu e-posta adresiyle incelenmeyi bekleyen bir başvurunuz zaten var.',
    );
    await waitFor(() => expect(email).toHaveFocus());

    await user.clear(email);
    await user.type(email, 'baska@ornek.com');
    await next(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('2. İşletme'));
    await next(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('3. Belgeler'));
    expect(screen.getByLabelText('Vergi levhası')).toHaveAccessibleDescription(
      /Vergi levhası PDF, JPG, PNG ya da WEBP olmalıdır\./,
    );
  });

  it('stays on the documents when only a document is refused, and explains 413', async () => {
    let answer: ApiAnswer = {
      status: 422,
      body: {
        success: false,
        message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
        errors: { isyeri_ruhsati: ['İşyeri açma ve çalışma ruhsatı PDF, JPG, PNG ya da WEBP olmalıdır.'] },
      },
    };
    mockApi({ ...LOOKUPS, 'POST /salon-applications': () => answer });
    const user = userEvent.setup();
    renderForm();
    await reachDocuments(user);
    await user.upload(screen.getByLabelText('Vergi levhası'), pdf());
    await user.upload(screen.getByLabelText('İşyeri açma ve çalışma ruhsatı'), pdf('ruhsat.pdf'));
    await consent(user);
    await send(user);

    const permit = screen.getByLabelText('İşyeri açma ve çalışma ruhsatı');
    await waitFor(() =>
      expect(permit).toHaveAccessibleDescription(
        /İşyeri açma ve çalışma ruhsatı PDF, JPG, PNG ya da WEBP olmalıdır\./,
      ),
    );
    expect(stepHeading()).toHaveTextContent('3. Belgeler');

    answer = { status: 413, body: { success: false, message: 'Request body is too large' } };
    await send(user);
    expect(await screen.findByText(/Yüklediğiniz belgeler çok büyük/)).toBeInTheDocument();
  });
});

describe('SalonApplicationForm for a signed-in salon owner', () => {
  it('says the new salon joins the account and fills in the owner’s name and e-mail', async () => {
    setSession(
      'token-owner',
      makeUser({ user_type: 'salon_owner', role: 'salon_owner', email: 'mehmet@ornek.com' }),
    );
    mockApi(LOOKUPS);
    renderForm();
    expect(await screen.findByText('Yeni salon ekliyorsunuz')).toBeInTheDocument();
    expect(screen.getByText(/mehmet@ornek\.com hesabınıza eklenir/)).toBeInTheDocument();
    expect(screen.getByLabelText('Ad Soyad')).toHaveValue('Deniz Aksoy');
    expect(screen.getByLabelText('E-posta')).toHaveValue('mehmet@ornek.com');
  });

  it('shows no such note to a visitor', async () => {
    mockApi(LOOKUPS);
    renderForm();
    expect(await screen.findByLabelText('Ad Soyad')).toHaveValue('');
    expect(screen.queryByText('Yeni salon ekliyorsunuz')).not.toBeInTheDocument();
  });
});
