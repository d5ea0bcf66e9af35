/** '+905321234567' (as stored) → '0532 123 45 67' (as typed in Turkey); anything else is shown unchanged. */
export function formatPhoneForInput(phone: string | null): string {
  if (phone === null) return '';
  const m = /^\+90(5\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return m ? `0${m[1]} ${m[2]} ${m[3]} ${m[4]}` : phone;
}
