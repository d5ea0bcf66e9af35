import { formatDateWithWeekday } from '@salonya/domain/format/date';

/** '25 Kasım 2026 Çarşamba' for an appointment's day. */
export function formatAppointmentDay(startsAt: string): string {
  return formatDateWithWeekday(startsAt);
}

/** '1 sa 15 dk', '45 dk'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} dk`;
  return rest === 0 ? `${hours} sa` : `${hours} sa ${rest} dk`;
}

export const PAYMENT_METHOD_LABELS = {
  pay_at_salon: 'Salonda ödeme',
  card: 'Kartla ödeme',
  wallet: 'Cüzdanla ödeme',
  wallet_card: 'Cüzdan + kartla ödeme',
} as const;
export const PAYMENT_STATUS_LABELS = {
  unpaid: 'Ödenmedi',
  pending: 'Ödeme bekleniyor',
  paid: 'Ödendi',
  failed: 'Ödeme alınamadı',
  refunded: 'İade edildi',
} as const;
