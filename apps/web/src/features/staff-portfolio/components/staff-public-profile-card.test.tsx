import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffPublicProfileSchema } from '@salonya/contracts/staff-area';
import { STAFF_PROFILE_MESSAGES } from '@salonya/domain/staff/profile';
import { setSession } from '@/lib/session';
import { makeUser, mockApi, renderRoute } from '@/test/test-utils';
import { StaffPublicProfileCard } from './staff-public-profile-card';

beforeEach(() => setSession('token-abc', makeUser({ user_type: 'staff', role: 'staff' })));

const profile = staffPublicProfileSchema.parse({
  salon_staff_id: 15,
  display_name: 'Nermin Aclan',
  salon: { id: 3, name: 'Işıltı Kuaför' },
  title: 'Kuaför',
  bio: '',
  languages: ['Türkçe'],
  specialties: [],
  experience_years: null,
  photo: null,
  avatar_url: '/images/avatars/1.webp',
});

describe('StaffPublicProfileCard', () => {
  it('checks the fields in Turkish, then saves lists and years; the server’s 422 shows next to its field', async () => {
    const user = userEvent.setup();
    let puts = 0;
    const { calls } = mockApi({
      'GET /staff/public-profile': { body: { success: true, data: profile } },
      'PUT /staff/public-profile': (call) => {
        puts += 1;
        if (puts === 1)
          return {
            status: 422,
            body: {
              success: false,
              message: 'Geçersiz',
              errors: { bio: ['Sunucu: bu metin kabul edilmiyor'] },
            },
          };
        return {
          body: { success: true, data: { ...profile, ...(call.body as object) }, message: 'Kaydedildi' },
        };
      },
    });
    renderRoute(<StaffPublicProfileCard />, { path: '/personel/profil' });
    const title = await screen.findByLabelText(/^Unvan/);
    expect(title).toHaveValue('Kuaför');
    expect(screen.getByRole('link', { name: 'Sayfamı Gör' })).toHaveAttribute('href', '/uzman/15');

    await user.clear(title);
    await user.clear(screen.getByLabelText(/^Deneyim/));
    await user.type(screen.getByLabelText(/^Deneyim/), '75');
    await user.click(screen.getByRole('button', { name: 'Uzman Profilini Kaydet' }));
    expect(await screen.findByText(STAFF_PROFILE_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(STAFF_PROFILE_MESSAGES.experienceRange)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(title, 'Renk Uzmanı');
    await user.clear(screen.getByLabelText(/^Deneyim/));
    await user.type(screen.getByLabelText(/^Deneyim/), '12');
    await user.clear(screen.getByLabelText(/^Konuştuğunuz diller/));
    await user.type(screen.getByLabelText(/^Konuştuğunuz diller/), 'Türkçe, İngilizce');
    await user.type(screen.getByLabelText(/^Uzmanlık alanları/), 'Balyaj,  Ombre ');
    await user.click(screen.getByRole('button', { name: 'Uzman Profilini Kaydet' }));
    expect(await screen.findByText('Sunucu: bu metin kabul edilmiyor')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Uzman Profilini Kaydet' }));
    await waitFor(() => expect(puts).toBe(2));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      title: 'Renk Uzmanı',
      bio: '',
      languages: ['Türkçe', 'İngilizce'],
      specialties: ['Balyaj', 'Ombre'],
      experience_years: 12,
    });
  });
});
