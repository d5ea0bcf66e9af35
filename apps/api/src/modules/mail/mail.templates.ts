import type { OutgoingMail } from './mail.repository';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
) {
  const text = [
    title,
    '',
    ...paragraphs,
    '',
    `${action.label}: ${action.url}`,
    '',
    footer,
    '',
    'Salonya',
  ].join('\n');
  const html = `<!doctype html><html lang="tr"><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="background:#be185d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>
<p style="font-size:12px;color:#6b7280">Salonya – Kuaför, güzellik ve bakım randevusu tek tıkla</p>
</body></html>`;
  return { text, html };
}

export function verificationMail(to: string, name: string, url: string): OutgoingMail {
  const body = layout(
    `Merhaba ${name},`,
    [
      'Salonya’ya hoş geldiniz! Hesabınızı etkinleştirmek için e-posta adresinizi doğrulayın.',
      'Bağlantı 24 saat geçerlidir.',
    ],
    { label: 'E-postamı Doğrula', url },
    'Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
  );
  return { template: 'email_verification', to, subject: 'Salonya – E-posta adresinizi doğrulayın', ...body };
}

export function passwordResetMail(to: string, name: string, url: string): OutgoingMail {
  const body = layout(
    `Merhaba ${name},`,
    [
      'Şifrenizi sıfırlamak için bir istek aldık.',
      'Bağlantı 60 dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
    ],
    { label: 'Şifremi Sıfırla', url },
    'Bu isteği siz yapmadıysanız şifreniz değişmez; bu e-postayı yok sayabilirsiniz.',
  );
  return { template: 'password_reset', to, subject: 'Salonya – Şifre sıfırlama', ...body };
}

/** Issue 15: a registration with an address that already has an account; the API does not say so, the mail does. */
export function accountExistsMail(to: string, name: string, loginUrl: string): OutgoingMail {
  const body = layout(
    `Merhaba ${name},`,
    [
      'Bu e-posta adresiyle Salonya’da yeni bir hesap açılmak istendi, ancak bu adresle zaten bir hesabınız var.',
      'Giriş yapabilir ya da şifrenizi hatırlamıyorsanız giriş sayfasından sıfırlayabilirsiniz.',
    ],
    { label: 'Giriş Yap', url: loginUrl },
    'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; hesabınızda hiçbir şey değişmedi.',
  );
  return { template: 'account_exists', to, subject: 'Salonya – Bu adresle zaten bir hesabınız var', ...body };
}

export function loginLinkMail(to: string, name: string, url: string, ttlMinutes: number): OutgoingMail {
  const body = layout(
    `Merhaba ${name},`,
    [
      'Hesabınıza şifresiz giriş için bir bağlantı istendi.',
      `Bağlantı ${ttlMinutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.`,
    ],
    { label: 'Giriş Yap', url },
    'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; hesabınıza kimse bu bağlantı olmadan giremez.',
  );
  return { template: 'login_link', to, subject: 'Salonya – Giriş bağlantınız', ...body };
}

export function salonApplicationReceivedMail(
  to: string,
  name: string,
  application: { id: number; salonName: string },
  helpUrl: string,
): OutgoingMail {
  const body = layout(
    `Merhaba ${name},`,
    [
      `“${application.salonName}” için yaptığınız salon başvurusu bize ulaştı. Başvuru numaranız: ${application.id}.`,
      'Ekibimiz belgelerinizi inceleyip en geç 3 iş günü içinde size dönüş yapacak. Başvurunuz onaylandığında salon paneli hesabınızın bilgileri bu adrese gönderilir.',
    ],
    { label: 'Yardım Merkezi', url: helpUrl },
    'Bu başvuruyu siz yapmadıysanız bu e-postayı yanıtlayarak bize bildirebilirsiniz.',
  );
  return {
    template: 'salon_application_received',
    to,
    subject: `Salonya – Salon başvurunuz alındı (#${application.id})`,
    ...body,
  };
}

/** KVKK (ADR 0050): the account will be anonymised at `dueDate` unless the user signs in or opens the link. */
export function accountDeletionRequestedMail(
  to: string,
  name: string,
  dueDate: string,
  cancelUrl: string,
): OutgoingMail {
  const body = layout(
    `Merhaba ${name},`,
    [
      'Salonya hesabınızı silme talebinizi aldık.',
      `Hesabınız ${dueDate} tarihinde kalıcı olarak silinecek: adınız, e-posta adresiniz, telefonunuz, adresleriniz ve favorileriniz kaldırılır; değerlendirmeleriniz "Silinmiş kullanıcı" adıyla kalır. Yasal olarak saklamamız gereken ödeme ve fatura kayıtları kimliğinizden ayrılarak saklanır.`,
      'Bu tarihe kadar fikrinizi değiştirirseniz hesabınıza giriş yapmanız ya da aşağıdaki bağlantıyı açmanız yeterli.',
    ],
    { label: 'Hesap silme talebimi iptal et', url: cancelUrl },
    'Bu talebi siz yapmadıysanız hemen yukarıdaki bağlantıyla iptal edin ve şifrenizi değiştirin.',
  );
  return {
    template: 'account_deletion_requested',
    to,
    subject: 'Salonya – Hesap silme talebiniz alındı',
    ...body,
  };
}
