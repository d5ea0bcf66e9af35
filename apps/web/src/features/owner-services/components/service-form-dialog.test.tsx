import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_MESSAGES as M } from '@salonya/domain/catalogue/services';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute } from '@/test/test-utils';
import { CATEGORIES, makeService } from '../testing/fixtures';
import { ServiceFormDialog } from './service-form-dialog';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const SLOW = { timeout: 30_000 };

afterEach(() => vi.clearAllMocks());

function renderForm(service = null as ReturnType<typeof makeService> | null) {
  const onClose = vi.fn();
  renderRoute(<ServiceFormDialog salonId={1} categories={CATEGORIES} service={service} onClose={onClose} />);
  return { onClose };
}

describe('ServiceFormDialog', SLOW, () => {
  it('shows the rules next to the fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({});
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Hizmeti ekle' }));
    expect(await screen.findByLabelText('Hizmet adı')).toHaveAccessibleDescription(M.nameRequired);
    expect(screen.getByLabelText('Fiyat (₺)')).toHaveAccessibleDescription(M.priceRequired);

    await user.type(screen.getByLabelText('Hizmet adı'), 'Fön');
    await user.type(screen.getByLabelText('Fiyat (₺)'), '4,5,0');
    await user.type(screen.getByLabelText('İndirimli fiyat (₺)'), '12abc');
    await user.click(screen.getByRole('button', { name: 'Hizmeti ekle' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Fiyat (₺)')).toHaveAccessibleDescription(M.priceInvalid),
    );
    expect(screen.getByLabelText('İndirimli fiyat (₺)')).toHaveAccessibleDescription(M.priceInvalid);

    await user.clear(screen.getByLabelText('Fiyat (₺)'));
    await user.type(screen.getByLabelText('Fiyat (₺)'), '300');
    await user.clear(screen.getByLabelText('İndirimli fiyat (₺)'));
    await user.type(screen.getByLabelText('İndirimli fiyat (₺)'), '300,00');
    await user.click(screen.getByRole('button', { name: 'Hizmeti ekle' }));
    await waitFor(() =>
      expect(screen.getByLabelText('İndirimli fiyat (₺)')).toHaveAccessibleDescription(
        new RegExp(M.discountNotLower),
      ),
    );
    expect(calls).toHaveLength(0);
  });

  it('converts lira with kuruş to exact kuruş and announces success', async () => {
    const user = userEvent.setup();
    const created = makeService({ name: 'Keratin', price_kurus: 125050, discounted_price_kurus: 99999 });
    const { calls } = mockApi({
      'POST /salon-owner/salons/1/services': {
        status: 201,
        body: { success: true, message: 'Hizmet eklendi.', data: created },
      },
    });
    const { onClose } = renderForm();
    await user.selectOptions(screen.getByLabelText('Kategori'), '3');
    await user.type(screen.getByLabelText('Hizmet adı'), '  Keratin  ');
    await user.type(screen.getByLabelText('Açıklama'), 'Yıkama dahil');
    await user.selectOptions(screen.getByLabelText('Süre'), '90');
    await user.type(screen.getByLabelText('Fiyat (₺)'), '1.250,50');
    expect(screen.getByLabelText('Fiyat (₺)')).toHaveAccessibleDescription(/Kaydedilecek tutar: ₺1\.250,50/);
    await user.type(screen.getByLabelText('İndirimli fiyat (₺)'), '999,99');
    await user.selectOptions(screen.getByLabelText('Hedef kitle'), 'female');
    await user.click(screen.getByRole('switch', { name: 'Eve gelen hizmet' }));
    await user.click(screen.getByRole('button', { name: 'Hizmeti ekle' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Hizmet eklendi.'));
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      category_id: 3,
      name: 'Keratin',
      description: 'Yıkama dahil',
      duration_minutes: 90,
      price_kurus: 125050,
      discounted_price_kurus: 99999,
      gender_focus: 'female',
      is_home_service: true,
      is_pet_service: false,
      is_active: true,
    });
  });

  it('edits a service with its stored prices as lira and sends a null discount when cleared', async () => {
    const user = userEvent.setup();
    const service = makeService({ price_kurus: 45005, discounted_price_kurus: 40000 });
    const { calls } = mockApi({
      'PATCH /salon-owner/salons/1/services/101': {
        body: { success: true, message: 'Hizmet güncellendi.', data: service },
      },
    });
    renderForm(service);
    expect(screen.getByLabelText('Fiyat (₺)')).toHaveValue('450,05');
    expect(screen.getByLabelText('İndirimli fiyat (₺)')).toHaveValue('400,00');
    await user.clear(screen.getByLabelText('İndirimli fiyat (₺)'));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Hizmet güncellendi.'));
    expect(calls[0]?.body).toMatchObject({ price_kurus: 45005, discounted_price_kurus: null });
  });

  it("shows the server's 422 messages next to their fields", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /salon-owner/salons/1/services': {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
          error_code: 'VALIDATION_ERROR',
          errors: { name: [M.nameTaken], category_id: [M.categoryUnknown] },
        },
      },
    });
    const { onClose } = renderForm();
    await user.type(screen.getByLabelText('Hizmet adı'), 'Saç Kesimi');
    await user.type(screen.getByLabelText('Fiyat (₺)'), '300');
    await user.click(screen.getByRole('button', { name: 'Hizmeti ekle' }));
    await waitFor(() => expect(screen.getByLabelText('Hizmet adı')).toHaveAccessibleDescription(M.nameTaken));
    expect(screen.getByLabelText('Kategori')).toHaveAccessibleDescription(M.categoryUnknown);
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen işaretli alanları düzeltin');
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
