import type { Db } from '../../db/client';
import { insertMail } from '../mail/mail.repository';
import { layout } from '../mail/mail.templates';
import { formatDateWithWeekday } from '@salonya/domain/format/date';
import { notifyEvent } from '../notifications/notifications.service';
import { reminderContext, reviewEventContext } from './reviews.repository';

/**
 * The one place a review event leaves the reviews module (ADR 0043). Today: an e-mail, written in the event's
 * transaction (outbox), and the in-app notification of the one it concerns (ADR 0044), in the same transaction.
 */
export type ReviewEvent =
  | { kind: 'review.received'; reviewId: number }
  | { kind: 'review.answered'; reviewId: number }
  | { kind: 'review.hidden'; reviewId: number }
  | { kind: 'review.reminder'; appointmentId: number };

export async function emitReviewEvent(db: Db, event: ReviewEvent, appUrl: string): Promise<void> {
  if (event.kind === 'review.reminder') {
    const r = await reminderContext(db, event.appointmentId);
    if (!r) return;
    const body = layout(
      `Merhaba ${r.customer_name},`,
      [
        `${formatDateWithWeekday(r.starts_at)} tarihinde “${r.salon_name}” salonundaki randevunuz nasıl geçti?`,
        'Birkaç saniyenizi ayırıp puan verirseniz diğer müşterilere yol gösterirsiniz; yorumunuzu yazdıktan sonraki 7 gün içinde düzenleyebilirsiniz.',
      ],
      { label: 'Yorum Yaz', url: new URL('/musteri/yorumlar', appUrl).toString() },
      'Bu e-postayı Salonya’da tamamlanan randevunuz nedeniyle aldınız; her randevu için bir kez gönderilir.',
    );
    await insertMail(db, {
      template: 'review_reminder',
      to: r.customer_email,
      subject: `Salonya – ${r.salon_name} ziyaretinizi değerlendirin`,
      ...body,
    });
    return;
  }
  const c = await reviewEventContext(db, event.reviewId);
  if (!c) return;
  const stars = '★'.repeat(c.rating) + '☆'.repeat(5 - c.rating);
  const footer = 'Bu e-postayı Salonya hesabınızdaki bir yorum nedeniyle aldınız.';
  switch (event.kind) {
    case 'review.received': {
      if (c.owner_user_id !== null) {
        await notifyEvent(
          db,
          c.owner_user_id,
          {
            type: 'review_received',
            audience: 'salon',
            customerName: c.customer_name ?? 'Silinmiş kullanıcı',
            rating: c.rating,
            salonName: c.salon_name,
          },
          { link: '/salon/yorumlar' },
        );
      }
      if (!c.owner_email) return;
      const body = layout(
        `Merhaba ${c.owner_name ?? ''},`.replace(' ,', ','),
        [
          `“${c.salon_name}” için yeni bir yorum yazıldı: ${stars} (${c.rating}/5).`,
          ...(c.comment ? [`“${c.comment.slice(0, 500)}”`] : []),
          'Yorumlar sayfasından müşterinize yanıt verebilirsiniz.',
        ],
        { label: 'Yorumu Yanıtla', url: new URL('/salon/yorumlar', appUrl).toString() },
        footer,
      );
      await insertMail(db, {
        template: 'review_received',
        to: c.owner_email,
        subject: `Salonya – ${c.salon_name} için yeni yorum (${c.rating}/5)`,
        ...body,
      });
      return;
    }
    case 'review.answered': {
      if (c.customer_user_id !== null && c.reply) {
        await notifyEvent(
          db,
          c.customer_user_id,
          { type: 'review_answered', salonName: c.salon_name },
          { link: '/musteri/yorumlar' },
        );
      }
      if (!c.customer_email || !c.reply) return;
      const body = layout(
        `Merhaba ${c.customer_name ?? ''},`.replace(' ,', ','),
        [`“${c.salon_name}” yorumunuza yanıt verdi:`, `“${c.reply.slice(0, 1000)}”`],
        { label: 'Yorumlarım', url: new URL('/musteri/yorumlar', appUrl).toString() },
        footer,
      );
      await insertMail(db, {
        template: 'review_answered',
        to: c.customer_email,
        subject: `Salonya – ${c.salon_name} yorumunuza yanıt verdi`,
        ...body,
      });
      return;
    }
    case 'review.hidden': {
      if (!c.customer_email) return;
      const body = layout(
        `Merhaba ${c.customer_name ?? ''},`.replace(' ,', ','),
        [
          `“${c.salon_name}” için yazdığınız yorum, yorum kurallarımıza uymadığı için yayından kaldırıldı.`,
          `Gerekçe: ${c.moderation_reason ?? ''}`,
        ],
        { label: 'Yorumlarım', url: new URL('/musteri/yorumlar', appUrl).toString() },
        'Bu karara itiraz etmek için Salonya destek ekibine yazabilirsiniz.',
      );
      await insertMail(db, {
        template: 'review_hidden',
        to: c.customer_email,
        subject: 'Salonya – Yorumunuz yayından kaldırıldı',
        ...body,
      });
      return;
    }
  }
}
