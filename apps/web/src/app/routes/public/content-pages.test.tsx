import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '@/features/content/data/company';
import { COOKIE_POLICY } from '@/features/content/data/cookies';
import { DISTANCE_SALES_CONTRACT } from '@/features/content/data/distance-sales';
import { KVKK_NOTICE } from '@/features/content/data/kvkk';
import { PRIVACY_POLICY } from '@/features/content/data/privacy';
import { TERMS_OF_USE } from '@/features/content/data/terms';
import type { LegalDocument } from '@/features/content/types';
import { closeCookiePreferences, getCookieConsentSnapshot, saveCookieConsent } from '@/lib/cookie-consent';
import { jsonResponse } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { renderRoute } from '@/test/test-utils';
import { Component as AboutPage } from './about';
import { Component as AppDownloadPage } from './app-download';
import { Component as CookiePolicyPage } from './cookie-policy';
import { Component as DistanceSalesPage } from './distance-sales-contract';
import { Component as KvkkPage } from './kvkk';
import { Component as PrivacyPage } from './privacy-policy';
import { Component as TermsPage } from './terms-of-use';

afterEach(() => closeCookiePreferences());

const LEGAL_PAGES: readonly [string, ComponentType, LegalDocument][] = [
  ['/kvkk', KvkkPage, KVKK_NOTICE],
  ['/gizlilik-politikasi', PrivacyPage, PRIVACY_POLICY],
  ['/cerez-politikasi', CookiePolicyPage, COOKIE_POLICY],
  ['/kullanim-sartlari', TermsPage, TERMS_OF_USE],
  ['/mesafeli-satis-sozlesmesi', DistanceSalesPage, DISTANCE_SALES_CONTRACT],
];

describe.each(LEGAL_PAGES)('legal page %s', (path, Page, doc) => {
  it('renders its H1, the last-updated date and a table of contents linking to every section', () => {
    renderRoute(<Page />, { path });
    expect(screen.getByRole('heading', { level: 1, name: doc.title })).toBeInTheDocument();
    expect(screen.getByText('22.11.2026')).toHaveAttribute('datetime', '2026-11-22');

    const toc = screen.getByRole('navigation', { name: 'İçindekiler' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(doc.sections.length);
    doc.sections.forEach((section, index) => {
      expect(links[index]).toHaveAttribute('href', `${path}#${section.id}`);
      expect(links[index]).toHaveTextContent(section.title);
      const target = document.getElementById(section.id);
      expect(target, section.id).not.toBeNull();
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(
        `${index + 1}. ${section.title}`,
      );
    });
  });

  it('marks the section of the hash and links to the other legal texts, not to itself', () => {
    const section = doc.sections[1]!;
    renderRoute(<Page />, { path, url: `${path}#${section.id}` });
    const toc = screen.getByRole('navigation', { name: 'İçindekiler' });
    expect(within(toc).getByRole('link', { current: 'location' })).toHaveTextContent(section.title);

    const others = screen.getByRole('navigation', { name: 'Diğer yasal metinler' });
    const hrefs = within(others)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toHaveLength(4);
    expect(hrefs).not.toContain(path);
  });
});

describe('legal texts', () => {
  it('use unique section anchors and name the data controller and contacts', () => {
    for (const [, , doc] of LEGAL_PAGES) {
      const ids = doc.sections.map((section) => section.id);
      expect(new Set(ids).size, doc.title).toBe(ids.length);
      expect(doc.updatedAt).toBe('2026-11-22');
    }
    renderRoute(<KvkkPage />, { path: '/kvkk' });
    expect(screen.getAllByText(COMPANY.legalName).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: COMPANY.kvkkEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${COMPANY.kvkkEmail}`,
    );
    expect(screen.getByRole('heading', { name: /KVKK’nın 11\. Maddesi/ })).toBeInTheDocument();
  });

  it('the cookie policy lists the storage keys and opens the preferences', async () => {
    const user = userEvent.setup();
    saveCookieConsent({ functional: true, analytics: false, marketing: false });
    renderRoute(<CookiePolicyPage />, { path: '/cerez-politikasi' });
    const table = screen.getByRole('table', { name: 'Salonya’nın kullandığı tarayıcı kayıtları' });
    for (const key of ['auth_token', 'user_data', 'cookie_consent', 'search_history', 'user_location']) {
      expect(within(table).getByText(key)).toBeInTheDocument();
    }
    expect(screen.getByText('Şu anki tercihiniz: zorunlu ve işlevsel çerezler.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Çerez Tercihlerini Yönet' }));
    expect(getCookieConsentSnapshot().preferencesOpen).toBe(true);
  });
});

describe('/hakkimizda', () => {
  it('tells what customers and salons get and leads to the contact and salon application pages', () => {
    renderRoute(<AboutPage />, { path: '/hakkimizda' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeInTheDocument();
    expect(screen.getByText('Kendinize ayıracağınız zamanı kolaylaştırıyoruz')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Müşteriler için' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Salonlar için' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Değerlerimiz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İletişime Geçin' })).toHaveAttribute('href', '/iletisim');
    expect(screen.getByRole('link', { name: 'Salon Başvurusu Yapın' })).toHaveAttribute('href', '/salon-ol');
  });
});

describe('/uygulama', () => {
  it('explains that the store apps are being prepared and points to the home-screen steps', async () => {
    const user = userEvent.setup();
    renderRoute(<AppDownloadPage />, { path: '/uygulama' });
    expect(screen.getByRole('heading', { level: 1, name: 'Salonya cebinizde' })).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'iPhone için App Store' }));
    expect(notice).toHaveTextContent('Mobil uygulamalarımız hazırlanıyor');
    expect(notice).toHaveTextContent('web uygulaması her telefonda');
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/uygulama#iphone');

    await user.click(screen.getByRole('button', { name: 'Android için Google Play' }));
    expect(within(notice).getByRole('link')).toHaveAttribute('href', '/uygulama#android');

    const iphone = screen.getByRole('region', { name: /iPhone ve iPad/ });
    expect(within(iphone).getByText(/Ana Ekrana Ekle/)).toBeInTheDocument();
    const android = screen.getByRole('region', { name: /Android telefonlar/ });
    expect(within(android).getByText(/Ana ekrana ekle/)).toBeInTheDocument();
  });
});

describe('content pages in the app', () => {
  it('map their screens to these modules', async () => {
    const { screenModulePath } = await import('@/app/route-modules');
    expect(
      Object.fromEntries(
        [
          'legal.kvkk',
          'legal.privacy',
          'legal.cookies',
          'legal.terms',
          'legal.distance-sales',
          'public.about',
          'public.app-download',
          'public.help',
        ].map((screenId) => [screenId, screenModulePath(screenId)]),
      ),
    ).toEqual({
      'legal.kvkk': './routes/public/kvkk.tsx',
      'legal.privacy': './routes/public/privacy-policy.tsx',
      'legal.cookies': './routes/public/cookie-policy.tsx',
      'legal.terms': './routes/public/terms-of-use.tsx',
      'legal.distance-sales': './routes/public/distance-sales-contract.tsx',
      'public.about': './routes/public/about.tsx',
      'public.app-download': './routes/public/app-download.tsx',
      'public.help': './routes/public/help.tsx',
    });
  });

  it('show the cookie banner from the root layout, and the policy page reopens the preferences', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: false, message: 'Beklenmeyen istek.' }, 404)),
    );
    const user = userEvent.setup();
    renderApp('/cerez-politikasi#kategoriler');
    expect(await screen.findByRole('heading', { level: 1, name: 'Çerez Politikası' })).toBeInTheDocument();
    const banner = await screen.findByRole('region', { name: 'Çerez bildirimi' });

    await user.click(within(banner).getByRole('button', { name: 'Tercihleri Yönet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Çerez Tercihleri' });
    await user.click(within(dialog).getByRole('button', { name: 'Tümünü Kabul Et' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Çerez Tercihlerini Yönet' }));
    await screen.findByRole('dialog', { name: 'Çerez Tercihleri' });
    for (const name of ['İşlevsel çerezler', 'Analitik çerezler', 'Pazarlama çerezleri']) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
  });
});
