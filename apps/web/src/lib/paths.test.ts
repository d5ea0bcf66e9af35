import { describe, expect, it } from 'vitest';
import { matchRoute } from '@salonya/domain/routing/match';
import { paths } from './paths';

describe('typed paths from the route table', () => {
  it.each([
    [paths.home.getHref(), '/', 'public.home'],
    [paths.login.getHref(), '/giris', 'auth.login'],
    [paths.register.getHref(), '/uye-ol', 'auth.register'],
    [paths.passwordReset.getHref(), '/sifre-sifirla', 'auth.password-reset'],
    [paths.emailVerification.getHref(), '/email-dogrulama', 'auth.email-verification'],
    [paths.customer.profile.getHref(), '/musteri/profil', 'customer.profile'],
    [paths.customer.appointmentDetail.getHref(12), '/musteri/randevu/12', 'customer.appointment-detail'],
    [
      paths.salon.detail.getHref(42, 'guzel-saclar-kadikoy-istanbul'),
      '/salon/42/guzel-saclar-kadikoy-istanbul',
      'public.salon-detail',
    ],
    [paths.salon.profile.getHref(), '/salon/profil', 'salon.profile'],
    [paths.salon.staffAvailability.getHref(5), '/salon/personel/5/musaitlik', 'salon.staff-availability'],
    [paths.staff.profile.getHref(), '/personel/profil', 'staff.profile'],
    [paths.category.getHref(20, 'kadin-kuaforu'), '/kategori/20/kadin-kuaforu', 'public.category'],
    [paths.booking.getHref(3, 'date'), '/salons/3/booking/date', 'booking.wizard'],
    [paths.legal.kvkk.getHref(), '/kvkk', 'legal.kvkk'],
  ])('%s is %s (%s)', (href, expected, rowId) => {
    expect(href).toBe(expected);
    expect(matchRoute(href)?.row.id).toBe(rowId);
  });

  it('adds a query without empty values and the admin section as a hash', () => {
    expect(paths.search.getHref({ q: 'saç kesimi', city_id: 34, district_id: undefined })).toBe(
      '/arama?q=sa%C3%A7+kesimi&city_id=34',
    );
    expect(paths.booking.getHref(3, 'entry', { package_id: 9 })).toBe('/salons/3/booking?package_id=9');
    expect(paths.admin.getHref()).toBe('/admin');
    expect(paths.admin.getHref('users')).toBe('/admin#users');
  });
});
