/** Turkish phone numbers as people read them (issue 21 item 12): '0216 245 32 17'. */

/** The ten national digits of a Turkish number ('+90 216…', '0216…', '216…'), or null for other shapes. */
function nationalDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  return /^90(\d{10})$/.exec(digits)?.[1] ?? /^0?(\d{10})$/.exec(digits)?.[1] ?? null;
}

/** '+902162453217' → '0216 245 32 17'; other shapes (foreign numbers) are shown as they are, trimmed. */
export function formatPhone(phone: string): string {
  const national = nationalDigits(phone);
  if (national === null) return phone.trim();
  return `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6, 8)} ${national.slice(8)}`;
}

/** The tel: address of a phone number: '0216 245 32 17' → 'tel:+902162453217'. */
export function telHref(phone: string): string {
  const national = nationalDigits(phone);
  return national === null ? `tel:${phone.replace(/[^\d+]/g, '')}` : `tel:+90${national}`;
}
