import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffInvitationSchema, type StaffInvitation } from '@salonya/contracts/team';
import { toast } from '@/lib/toast';
import { mockApi, renderRoute } from '@/test/test-utils';
import { InviteStaffForm } from './invite-staff-form';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const SLOW = { timeout: 30_000 };

const INVITATION: StaffInvitation = staffInvitationSchema.parse({
  id: 5,
  email: 'zeynep@ornek.com',
  name: 'Zeynep Kaya',
  title: 'Kuaför',
  state: 'pending',
  expires_at: '2026-12-02T10:00:00.000Z',
  sent_count: 1,
  last_sent_at: '2026-11-25T10:00:00.000Z',
  created_at: '2026-11-25T10:00:00.000Z',
});

afterEach(() => vi.clearAllMocks());

describe('InviteStaffForm', SLOW, () => {
  it('checks the fields in Turkish before sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({});
    renderRoute(<InviteStaffForm salonId={3} onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('E-posta'), 'olmaz');
    await user.click(screen.getByRole('button', { name: 'Davet Gönder' }));
    expect(await screen.findByText('Ad soyad zorunludur.')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir e-posta adresi girin.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends name, e-mail and title to the selected salon and closes', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const { calls } = mockApi({
      'POST /salon-owner/salons/3/staff-invitations': {
        status: 201,
        body: { success: true, message: 'Davet e-postası gönderildi.', data: INVITATION },
      },
    });
    renderRoute(<InviteStaffForm salonId={3} onDone={onDone} />);
    await user.type(screen.getByLabelText('Ad Soyad'), 'Zeynep Kaya');
    await user.type(screen.getByLabelText('E-posta'), 'Zeynep@Ornek.com');
    await user.type(screen.getByLabelText('Unvan (isteğe bağlı)'), 'Kuaför');
    await user.click(screen.getByRole('button', { name: 'Davet Gönder' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ name: 'Zeynep Kaya', email: 'zeynep@ornek.com', title: 'Kuaför' });
    expect(toast.success).toHaveBeenCalledWith('Davet e-postası gönderildi.');
  });

  it("shows the server's field message next to the e-mail (an owner's address)", async () => {
    const user = userEvent.setup();
    const message =
      'Bu e-posta adresi bir salon sahibi veya yönetici hesabına ait; personel olarak davet edilemez. Lütfen başka bir e-posta adresi kullanın.';
    mockApi({
      'POST /salon-owner/salons/3/staff-invitations': {
        status: 422,
        body: {
          success: false,
          message: 'Girilen bilgiler geçersiz. Lütfen işaretli alanları düzeltin.',
          errors: { email: [message] },
        },
      },
    });
    const onDone = vi.fn();
    renderRoute(<InviteStaffForm salonId={3} onDone={onDone} />);
    await user.type(screen.getByLabelText('Ad Soyad'), 'Ali Veli');
    await user.type(screen.getByLabelText('E-posta'), 'salon@salonya.test');
    await user.click(screen.getByRole('button', { name: 'Davet Gönder' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('E-posta')).toHaveAttribute('aria-invalid', 'true');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a conflict (already invited) above the form', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /salon-owner/salons/3/staff-invitations': {
        status: 409,
        body: {
          success: false,
          message: 'Bu e-posta adresine gönderilmiş bekleyen bir davet var.',
          conflict_type: 'already_invited',
        },
      },
    });
    renderRoute(<InviteStaffForm salonId={3} onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('Ad Soyad'), 'Ali Veli');
    await user.type(screen.getByLabelText('E-posta'), 'ali@ornek.com');
    await user.click(screen.getByRole('button', { name: 'Davet Gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('bekleyen bir davet var');
  });
});
