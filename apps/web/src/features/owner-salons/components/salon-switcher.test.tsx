import { useEffect } from 'react';
import { sonnerStore } from '@/lib/toast';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_SALON_KEY, useSelectedSalon } from '@/lib/selected-salon';
import { ownerSalonsAnswer } from '@/test/owner-salons';
import { mockApi, renderRoute } from '@/test/test-utils';
import { SalonSwitcher } from './salon-switcher';

const SALONS = [
  { id: 3, name: 'Makas Kuaför' },
  { id: 5, name: 'Makas Kuaför Moda' },
];

let probeFetches = 0;

/** What an owner screen sees: the selected salon, and a query of its own that a switch must refetch. */
function OwnerScreenProbe() {
  const { salon } = useSelectedSalon();
  const probe = useQuery({
    queryKey: ['probe', 'screen'],
    queryFn: () => {
      probeFetches += 1;
      return probeFetches;
    },
  });
  return (
    <p data-testid="probe">
      {salon?.name ?? '-'} / {probe.data ?? 0}
    </p>
  );
}

/** The app's lazy toaster tells lib/toast when sonner's Toaster listens; this test mounts sonner's own. */
function ToasterReady() {
  useEffect(() => sonnerStore.toasterMounted(), []);
  return null;
}

function renderSwitcher() {
  return renderRoute(
    <>
      <SalonSwitcher />
      <OwnerScreenProbe />
      <Toaster />
      <ToasterReady />
    </>,
    { path: '/salon/randevular' },
  );
}

afterEach(() => {
  probeFetches = 0;
  vi.clearAllMocks();
});

describe('SalonSwitcher', () => {
  it('is not shown for an owner with one salon', async () => {
    mockApi({ 'GET /salon-owner/salons': ownerSalonsAnswer([SALONS[0]!]) });
    renderSwitcher();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Makas Kuaför / 1'));
    expect(screen.queryByRole('combobox', { name: 'Salon seçin' })).not.toBeInTheDocument();
  });

  it('starts on the salon the server marks, switches through the API and refetches the screen', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /salon-owner/salons': ownerSalonsAnswer(SALONS, 3),
      'POST /salon-owner/switch-salon': () => ({
        body: {
          success: true,
          message: 'Makas Kuaför Moda salonuna geçildi',
          data: { ...SALONS[1], status: 'active', city: 'İstanbul', district: 'Kadıköy', is_selected: true },
        },
      }),
    });
    renderSwitcher();
    const select = await screen.findByRole('combobox', { name: 'Salon seçin' });
    expect(select).toHaveValue('3');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Makas Kuaför', 'Makas Kuaför Moda']);
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Makas Kuaför / 1'));

    await user.selectOptions(select, '5');
    await waitFor(() => expect(select).toHaveValue('5'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ salon_id: 5 });
    expect(localStorage.getItem(SELECTED_SALON_KEY)).toBe('5');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('Makas Kuaför Moda / 2'));
  });

  it("keeps the old salon and says 'Salona geçiş yapılamadı' when the switch fails", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /salon-owner/salons': ownerSalonsAnswer(SALONS, 3),
      'POST /salon-owner/switch-salon': {
        status: 404,
        body: { success: false, message: 'Salon bulunamadı', error_code: 'NOT_FOUND' },
      },
    });
    renderSwitcher();
    const select = await screen.findByRole('combobox', { name: 'Salon seçin' });
    await user.selectOptions(select, '5');
    expect(await screen.findByText('Salona geçiş yapılamadı')).toBeInTheDocument();
    expect(select).toHaveValue('3');
    expect(localStorage.getItem(SELECTED_SALON_KEY)).toBeNull();
    expect(screen.getByTestId('probe')).toHaveTextContent('Makas Kuaför / 1');
  });

  it('prefers this browser’s stored choice over the server’s', async () => {
    localStorage.setItem(SELECTED_SALON_KEY, '5');
    mockApi({ 'GET /salon-owner/salons': ownerSalonsAnswer(SALONS, 3) });
    renderSwitcher();
    expect(await screen.findByRole('combobox', { name: 'Salon seçin' })).toHaveValue('5');
  });
});
