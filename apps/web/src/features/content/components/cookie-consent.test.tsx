import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  closeCookiePreferences,
  consentCookieValue,
  openCookiePreferences,
  readCookieConsent,
  saveCookieConsent,
} from '@/lib/cookie-consent';
import { renderRoute } from '@/test/test-utils';
import { CookieConsent } from './cookie-consent';

// Load the lazy banner chunk up front, so "not shown" checks do not pass merely because it is still loading.
beforeAll(async () => {
  await import('./cookie-banner');
  await import('./cookie-preferences-dialog');
});

afterEach(() => closeCookiePreferences());

function storedConsent(): unknown {
  return readCookieConsent();
}

function renderConsent(url = '/kvkk') {
  return renderRoute(
    <>
      <main id="main-content" tabIndex={-1}>
        <button type="button">Sayfadaki düğme</button>
      </main>
      <CookieConsent />
    </>,
    { path: '*', url },
  );
}

const banner = () => screen.findByRole('region', { name: 'Çerez bildirimi' });

describe('Cookie banner', () => {
  it('keeps its height free at the bottom of the page while shown (issue #21 item 7)', async () => {
    const user = userEvent.setup();
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('aria-label') === 'Çerez bildirimi' ? 212 : 0;
      },
    });
    try {
      renderConsent();
      await banner();
      expect(document.body.style.paddingBottom).toBe('212px');
      await user.click(screen.getByRole('button', { name: 'Tümünü Kabul Et' }));
      await waitFor(() => expect(document.body.style.paddingBottom).toBe(''));
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
    }
  });

  it('is shown on a first visit, and Tümünü Kabul Et stores the consent and hides it', async () => {
    const user = userEvent.setup();
    renderConsent();
    const region = await banner();
    expect(region).toHaveTextContent('Zorunlu çerezleri kullanıyoruz');
    expect(screen.getByRole('link', { name: 'Çerez Politikası' })).toHaveAttribute(
      'href',
      '/cerez-politikasi',
    );

    await user.click(screen.getByRole('button', { name: 'Tümünü Kabul Et' }));
    expect(storedConsent()).toMatchObject({
      version: 1,
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
      decided_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).not.toBeInTheDocument();
  });

  it('Yalnızca Zorunlu stores functional, analytics and marketing as false', async () => {
    const user = userEvent.setup();
    renderConsent();
    await banner();
    await user.click(screen.getByRole('button', { name: 'Yalnızca Zorunlu' }));
    expect(storedConsent()).toMatchObject({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).not.toBeInTheDocument();
  });

  it('is not shown when the visitor already decided', async () => {
    saveCookieConsent({ functional: false, analytics: true, marketing: false });
    renderConsent();
    // Give a lazy chunk time to appear if it (wrongly) were going to.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown on /admin', async () => {
    renderConsent('/admin#users');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).not.toBeInTheDocument();
  });
});

describe('Cookie preferences dialog', () => {
  it('opens from Tercihleri Yönet, toggles categories, and Escape closes it without saving', async () => {
    const user = userEvent.setup();
    renderConsent();
    await banner();
    const opener = screen.getByRole('button', { name: 'Tercihleri Yönet' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Çerez Tercihleri' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();

    const necessary = screen.getByRole('switch', { name: 'Zorunlu çerezler' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const functional = screen.getByRole('switch', { name: 'İşlevsel çerezler' });
    expect(functional).not.toBeChecked();
    await user.click(functional);
    expect(functional).toBeChecked();
    await user.click(functional);
    expect(functional).not.toBeChecked();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(consentCookieValue(document.cookie)).toBeNull();
    expect(screen.getByRole('region', { name: 'Çerez bildirimi' })).toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('saves the chosen categories', async () => {
    const user = userEvent.setup();
    renderConsent();
    await banner();
    await user.click(screen.getByRole('button', { name: 'Tercihleri Yönet' }));
    await screen.findByRole('dialog', { name: 'Çerez Tercihleri' });
    await user.click(screen.getByRole('switch', { name: 'Analitik çerezler' }));
    await user.click(screen.getByRole('button', { name: 'Seçimlerimi Kaydet' }));

    expect(storedConsent()).toMatchObject({ functional: false, analytics: true, marketing: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).not.toBeInTheDocument();
    // The opener is gone with the banner: the focus goes to the page content.
    expect(document.getElementById('main-content')).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderConsent();
    await banner();
    await user.click(screen.getByRole('button', { name: 'Tercihleri Yönet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Çerez Tercihleri' });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Seçimlerimi Kaydet' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Kapat' })).toHaveFocus();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('opens with the current choice from openCookiePreferences() after the visitor decided', async () => {
    const user = userEvent.setup();
    saveCookieConsent({ functional: true, analytics: false, marketing: true });
    renderConsent();
    act(() => openCookiePreferences());

    await screen.findByRole('dialog', { name: 'Çerez Tercihleri' });
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'İşlevsel çerezler' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analitik çerezler' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Pazarlama çerezleri' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Yalnızca Zorunlu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedConsent()).toMatchObject({ functional: false, analytics: false, marketing: false });
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    saveCookieConsent({ functional: false, analytics: false, marketing: false });
    renderConsent();
    act(() => openCookiePreferences());
    await screen.findByRole('dialog', { name: 'Çerez Tercihleri' });
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
