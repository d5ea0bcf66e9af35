import type { OutgoingMail } from '../mail/mail.repository';
import { layout } from '../mail/mail.templates';

/** Approval of a /salon-ol application: how to sign in (existing account) or set a password (new account). */
export function applicationApprovedMail(opts: {
  to: string;
  name: string;
  salonName: string;
  applicationId: number;
  note: string | null;
  /** Set-password link for a new account; null when the applicant already has one. */
  setPasswordUrl: string | null;
  loginUrl: string;
  setPasswordValidHours: number;
}): OutgoingMail {
  const paragraphs = [
    `“${opts.salonName}” için yaptığınız salon başvurusu (#${opts.applicationId}) onaylandı. Salonunuz artık Salonya’da yayında.`,
    opts.setPasswordUrl
      ? `Salon paneline bu e-posta adresiyle giriş yapacaksınız. Önce aşağıdaki bağlantıdan şifrenizi belirleyin; bağlantı ${opts.setPasswordValidHours} saat geçerlidir. Süresi dolarsa giriş sayfasındaki “Şifremi unuttum” ile yeni bir bağlantı isteyebilirsiniz.`
      : 'Salon panelinize mevcut Salonya hesabınızın e-posta adresi ve şifresiyle giriş yapabilirsiniz.',
    'Girişten sonra salon profilinizi, hizmetlerinizi, personelinizi ve çalışma saatlerinizi tamamlayarak randevu almaya başlayabilirsiniz.',
    ...(opts.note ? [`Ekibimizin notu: ${opts.note}`] : []),
  ];
  const body = layout(
    `Merhaba ${opts.name},`,
    paragraphs,
    opts.setPasswordUrl
      ? { label: 'Şifremi Belirle', url: opts.setPasswordUrl }
      : { label: 'Giriş Yap', url: opts.loginUrl },
    'Sorularınız için bu e-postayı yanıtlayabilir ya da Yardım Merkezi’ne göz atabilirsiniz.',
  );
  return {
    template: 'salon_application_approved',
    to: opts.to,
    subject: `Salonya – Salon başvurunuz onaylandı (#${opts.applicationId})`,
    ...body,
  };
}

export function applicationRejectedMail(opts: {
  to: string;
  name: string;
  salonName: string;
  applicationId: number;
  reason: string;
  applyUrl: string;
}): OutgoingMail {
  const body = layout(
    `Merhaba ${opts.name},`,
    [
      `“${opts.salonName}” için yaptığınız salon başvurusunu (#${opts.applicationId}) inceledik ve şu an için onaylayamadık.`,
      `Gerekçe: ${opts.reason}`,
      'Eksikleri tamamlayarak yeniden başvurabilirsiniz.',
    ],
    { label: 'Yeniden Başvur', url: opts.applyUrl },
    'Sorularınız için bu e-postayı yanıtlayabilirsiniz.',
  );
  return {
    template: 'salon_application_rejected',
    to: opts.to,
    subject: `Salonya – Salon başvurunuz hakkında (#${opts.applicationId})`,
    ...body,
  };
}

export function contactReplyMail(opts: {
  to: string;
  name: string;
  subjectLabel: string;
  original: string;
  reply: string;
  contactUrl: string;
}): OutgoingMail {
  const quoted = opts.original.length > 500 ? `${opts.original.slice(0, 499)}…` : opts.original;
  const body = layout(
    `Merhaba ${opts.name},`,
    [opts.reply, `Mesajınız (${opts.subjectLabel}): “${quoted}”`],
    { label: 'Bize Yeniden Yazın', url: opts.contactUrl },
    'Bu e-postayı iletişim formundan bize yazdığınız için aldınız.',
  );
  return {
    template: 'contact_reply',
    to: opts.to,
    subject: `Salonya – Mesajınıza yanıt: ${opts.subjectLabel}`,
    ...body,
  };
}
