import { expect, test, type Browser } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { demo, newSignedInPage } from './support';

/**
 * Issue 19 items 1–2 on the real server and the seeded database, on a phone and on desktop: a customer with a
 * completed visit writes a review, the owner replies, the reply shows on the public salon page; the customer's
 * favourites of a salon and a specialist (add on the salon page, remove on /musteri/favoriler). Axe clean on
 * every new screen.
 */

const devices = [
  { name: 'phone', viewport: { width: 360, height: 800 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

// Both devices use the demo customer's visits and favourites: one after the other.
test.describe.configure({ mode: 'serial' });

function signedIn(
  browser: Browser,
  viewport: { width: number; height: number },
  email: string,
  path?: string,
) {
  return newSignedInPage(browser, { viewport }, email, path);
}

for (const device of devices) {
  test(`review after a completed visit, the owner's reply, favourites (${device.name})`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const comment = `Uçtan uca yorum (${device.name}): fön çok güzeldi.`;
    const replyText = `Teşekkür ederiz (${device.name}), yine bekleriz!`;

    // The customer writes a review for the first visit waiting for one.
    const customer = await signedIn(browser, device.viewport, demo.customer, '/musteri/yorumlar');
    const cp = customer.page;
    await expect(cp.getByRole('heading', { name: 'Yorumlarım', level: 1 })).toBeVisible();
    const waiting = cp.getByRole('region', { name: 'Yorum bekleyen ziyaretleriniz' });
    await expect(waiting.getByRole('button', { name: 'Yorum Yaz' }).first()).toBeVisible();
    await expectNoSeriousViolations(cp, `/musteri/yorumlar (${device.name})`);
    await waiting.getByRole('button', { name: 'Yorum Yaz' }).first().click();
    const dialog = cp.getByRole('dialog', { name: 'Yorum yazın' });
    await dialog.locator('label', { hasText: '5 yıldız – Çok iyi' }).click();
    await expect(dialog.getByRole('radio', { name: '5 yıldız – Çok iyi' })).toBeChecked();
    await dialog.getByRole('textbox', { name: /Deneyiminiz/ }).fill(comment);
    await expectNoSeriousViolations(cp, `review dialog (${device.name})`);
    await dialog.getByRole('button', { name: 'Yorumu Gönder' }).click();
    await expect(dialog).toBeHidden();
    const mine = cp
      .getByRole('region', { name: 'Yorumlarınız' })
      .getByRole('article')
      .filter({ hasText: comment });
    await expect(mine).toBeVisible();
    const salonHref = await mine.getByRole('link').first().getAttribute('href');
    expect(salonHref).toMatch(/^\/salon\/\d+/);

    // The owner answers it on /salon/yorumlar.
    const owner = await signedIn(browser, device.viewport, demo.salon_owner, '/salon/yorumlar');
    const op = owner.page;
    await expect(op.getByRole('heading', { name: 'Yorumlar', level: 1 })).toBeVisible();
    const review = op.getByRole('article').filter({ hasText: comment });
    await expect(review).toBeVisible();
    await expectNoSeriousViolations(op, `/salon/yorumlar (${device.name})`);
    await review.getByRole('button', { name: 'Yanıtla' }).click();
    const replyDialog = op.getByRole('dialog', { name: 'Yoruma yanıt verin' });
    await replyDialog.getByRole('textbox', { name: 'Yanıtınız' }).fill(replyText);
    await replyDialog.getByRole('button', { name: 'Yanıtı Yayımla' }).click();
    await expect(review.getByText(replyText)).toBeVisible();
    await owner.context.close();

    // The reply shows on the public salon page, and the customer keeps the salon as a favourite.
    await cp.goto(salonHref!);
    await cp.getByRole('tab', { name: /Yorumlar/ }).click();
    const publicReview = cp.getByRole('article').filter({ hasText: comment });
    await expect(publicReview.getByText(replyText)).toBeVisible();
    const heart = cp.getByRole('button', { name: 'Favorilere ekle' }).first();
    await heart.click();
    await expect(cp.getByRole('button', { name: 'Favorilerden çıkar' }).first()).toBeVisible();
    const salonName = (await cp.getByRole('heading', { level: 1 }).textContent())!.trim();
    // A specialist of the salon too (ADR 0051): the heart on the staff card.
    await cp.getByRole('tab', { name: /Uzmanlar/ }).click();
    const staffHeart = cp.getByRole('button', { name: /uzmanını favorilere ekle$/ }).first();
    const staffName = (await staffHeart.getAttribute('aria-label'))!.replace(
      / uzmanını favorilere ekle$/,
      '',
    );
    await staffHeart.click();
    await expect(cp.getByRole('button', { name: `${staffName} uzmanını favorilerden çıkar` })).toBeVisible();

    await cp.goto('/musteri/favoriler');
    await expect(cp.getByRole('heading', { name: 'Favorilerim', level: 1 })).toBeVisible();
    const list = cp.getByRole('list', { name: 'Favori salonlar' });
    await expect(list.getByRole('heading', { name: salonName })).toBeVisible();
    await expect(list.getByRole('link', { name: 'Randevu Al' }).first()).toBeVisible();
    await expectNoSeriousViolations(cp, `/musteri/favoriler (${device.name})`);
    await list.getByRole('button', { name: `${salonName} salonunu favorilerden çıkar` }).click();
    await expect(list.getByRole('heading', { name: salonName })).toBeHidden();
    const specialists = cp.getByRole('list', { name: 'Favori uzmanlar' });
    await expect(specialists.getByRole('heading', { name: staffName })).toBeVisible();
    await expect(specialists.getByRole('link', { name: `${staffName} ile randevu al` })).toHaveAttribute(
      'href',
      /staff_id=\d+/,
    );
    await specialists.getByRole('button', { name: `${staffName} uzmanını favorilerden çıkar` }).click();
    await expect(cp.getByText('Henüz favori uzmanınız yok')).toBeVisible();

    await cp.goto('/musteri/adreslerim');
    await expect(cp.getByRole('heading', { name: 'Adreslerim', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(cp, `/musteri/adreslerim (${device.name})`);
    await customer.context.close();
  });
}
