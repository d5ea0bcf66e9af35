import { SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  OPTIONAL_COOKIE_CATEGORIES,
  openCookiePreferences,
  useCookieConsent,
  type OptionalCookieCategory,
} from '@/lib/cookie-consent';

const CATEGORY_LABELS: Readonly<Record<OptionalCookieCategory, string>> = {
  functional: 'işlevsel',
  analytics: 'analitik',
  marketing: 'pazarlama',
};

/** ['a', 'b', 'c'] → 'a, b ve c'. */
function joinTurkish(words: readonly string[]): string {
  return words.length <= 1
    ? words.join('')
    : `${words.slice(0, -1).join(', ')} ve ${words[words.length - 1]}`;
}

/** The cookie policy's "Çerez Tercihlerini Yönet" button, with the current choice under it. */
export function CookiePreferencesButton() {
  const { consent } = useCookieConsent();
  let summary: string;
  if (consent === null) {
    summary = 'Henüz bir tercih yapmadınız; yalnızca zorunlu çerezler kullanılıyor.';
  } else {
    const allowed = OPTIONAL_COOKIE_CATEGORIES.filter((category) => consent[category]).map(
      (category) => CATEGORY_LABELS[category],
    );
    summary =
      allowed.length === 0
        ? 'Şu anki tercihiniz: yalnızca zorunlu çerezler.'
        : `Şu anki tercihiniz: ${joinTurkish(['zorunlu', ...allowed])} çerezler.`;
  }

  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-gray-200 bg-white p-5 print:hidden">
      <p className="text-sm text-gray-700">{summary}</p>
      <Button onClick={openCookiePreferences}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Çerez Tercihlerini Yönet
      </Button>
    </div>
  );
}
