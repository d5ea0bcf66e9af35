import type { Appointment } from '@salonya/contracts/booking';

/**
 * The heading and line of each appointment status, as the customer reads them: one source for the booking
 * wizard's success step and /randevu/{id}/onay (and the wording of the mails), so a booking awaiting the salon
 * never reads as confirmed.
 */
export const APPOINTMENT_STATUS_COPY: Readonly<
  Record<Appointment['status'], { title: string; text: string }>
> = {
  pending: {
    title: 'Randevu talebiniz alındı',
    text: 'Salon onayladığında size e-posta ile haber vereceğiz.',
  },
  confirmed: { title: 'Randevunuz onaylandı', text: 'Sizi belirtilen saatte bekliyoruz.' },
  completed: { title: 'Randevunuz tamamlandı', text: 'Bizi tercih ettiğiniz için teşekkür ederiz.' },
  cancelled: { title: 'Randevu iptal edildi', text: 'Bu randevu artık geçerli değil.' },
  no_show: { title: 'Randevuya gelinmedi', text: 'Salon bu randevuyu gelinmedi olarak işaretledi.' },
};

/** The copy of a status string as stored in a draft; an unknown one reads as a request awaiting the salon. */
export function appointmentStatusCopy(status: string): { title: string; text: string } {
  const known = Object.entries(APPOINTMENT_STATUS_COPY).find(([key]) => key === status);
  return known === undefined ? APPOINTMENT_STATUS_COPY.pending : known[1];
}
