import { describe, expect, it } from 'vitest';
import {
  ADMIN_SECTION_GROUPS,
  ADMIN_SECTION_IDS,
  ADMIN_SECTIONS,
  adminSection,
  adminSectionHash,
  adminSettingsSubsection,
  isAdminSectionId,
  resolveAdminSection,
  type AdminSectionId,
} from './admin-sections';

const SPEC_SECTIONS =
  'dashboard, salons, salon-documents, users, appointments, appointment-disputes, support, payments, reviews, categories, wallet, wallet-settings, promotions, refunds, emails, notifications, push-campaigns, settings, seo, search-analytics, analytics, referrals, coupons, contact, campaigns, campaign-participations, earnings, brand-partnerships, commissions, platform-commission, monitoring, package-monitoring, location-management, staff-gallery, salon-stats, profile'.split(
    ', ',
  );

describe('ADMIN_SECTIONS', () => {
  it('are the 36 sections of SPEC §2.8', () => {
    expect(SPEC_SECTIONS).toHaveLength(36);
    expect([...ADMIN_SECTION_IDS]).toEqual(SPEC_SECTIONS);
    expect(ADMIN_SECTIONS.map((s) => s.id).sort()).toEqual([...SPEC_SECTIONS].sort());
  });

  it.each(ADMIN_SECTIONS.map((s) => [s.id, s] as const))('%s has a label and an icon', (_id, section) => {
    expect(section.label.trim()).not.toBe('');
    expect(section.icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('have unique labels', () => {
    const labels = ADMIN_SECTIONS.map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('show pending badges on documents, support, refunds and earnings', () => {
    expect(ADMIN_SECTIONS.filter((s) => s.badge).map((s) => [s.id, s.badge])).toEqual([
      ['salon-documents', 'pending_documents'],
      ['support', 'support_waiting_admin'],
      ['refunds', 'refunds_requested'],
      ['earnings', 'pending_withdrawals'],
    ]);
  });

  it('adminSection looks a section up', () => {
    expect(adminSection('users').label).toBe('Kullanıcılar');
    expect(() => adminSection('nope' as AdminSectionId)).toThrow();
  });
});

describe('ADMIN_SECTION_GROUPS', () => {
  it('are the six sidebar groups in order', () => {
    expect(ADMIN_SECTION_GROUPS.map((g) => g.label)).toEqual([
      'Ana Panel',
      'İşletme Yönetimi',
      'Kullanıcı Yönetimi',
      'Finansal Yönetim',
      'Pazarlama',
      'Sistem',
    ]);
  });

  it('hold every section exactly once, dashboard first', () => {
    const all = ADMIN_SECTION_GROUPS.flatMap((g) => g.sections);
    expect([...all].sort()).toEqual([...SPEC_SECTIONS].sort());
    expect(all[0]).toBe('dashboard');
    for (const group of ADMIN_SECTION_GROUPS) expect(group.sections.length).toBeGreaterThan(0);
  });
});

describe('resolveAdminSection', () => {
  it.each(SPEC_SECTIONS.map((id) => [id] as const))('#%s', (id) => {
    expect(resolveAdminSection(`#${id}`)).toBe(id);
    expect(resolveAdminSection(id)).toBe(id);
    expect(resolveAdminSection(`#/${id}`)).toBe(id);
    expect(resolveAdminSection(`#${id}/`)).toBe(id);
  });

  it.each([
    ['', 'dashboard'],
    ['#', 'dashboard'],
    ['#/', 'dashboard'],
    ['#unknown', 'dashboard'],
    ['#Users', 'dashboard'],
    ['#users/5', 'dashboard'],
    ['#settings/xyz', 'settings'],
    ['settings/xyz', 'settings'],
    ['#/settings/mail/smtp', 'settings'],
    ['#settingsx', 'dashboard'],
  ] as const)('%j → %s', (hash, section) => {
    expect(resolveAdminSection(hash)).toBe(section);
  });

  it('adminSettingsSubsection', () => {
    expect(adminSettingsSubsection('#settings/xyz')).toBe('xyz');
    expect(adminSettingsSubsection('#/settings/mail/smtp/')).toBe('mail/smtp');
    expect(adminSettingsSubsection('#settings')).toBeNull();
    expect(adminSettingsSubsection('#settings/')).toBeNull();
    expect(adminSettingsSubsection('#users')).toBeNull();
  });

  it('isAdminSectionId and adminSectionHash', () => {
    expect(isAdminSectionId('seo')).toBe(true);
    expect(isAdminSectionId('SEO')).toBe(false);
    expect(adminSectionHash('push-campaigns')).toBe('#push-campaigns');
  });
});
