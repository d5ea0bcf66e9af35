import { STAFF_INVITATION_TTL_DAYS } from '@salonya/domain/team/invitations';
import { layout } from '../mail/mail.templates';
import type { OutgoingMail } from '../mail/mail.repository';

/** The invitee's page /personel-davet/{token} (minimal layout, no login). */
export function invitationUrl(appUrl: string, token: string): string {
  return `${appUrl}/personel-davet/${encodeURIComponent(token)}`;
}

export function staffInvitationMail(
  to: string,
  invitee: { name: string; title: string },
  salonName: string,
  url: string,
): OutgoingMail {
  const role = invitee.title !== '' ? ` ${invitee.title} olarak` : '';
  const body = layout(
    `Merhaba ${invitee.name},`,
    [
      `“${salonName}” sizi Salonya’daki ekibine${role} davet etti.`,
      'Daveti kabul etmek için aşağıdaki bağlantıyı açın ve şifrenizi belirleyin. Bu e-posta adresiyle zaten bir Salonya hesabınız varsa mevcut şifrenizle onaylamanız yeterlidir.',
      `Bağlantı ${STAFF_INVITATION_TTL_DAYS} gün geçerlidir ve yalnızca bir kez kullanılabilir.`,
    ],
    { label: 'Daveti Kabul Et', url },
    'Bu daveti beklemiyorsanız bu e-postayı yok sayabilirsiniz; hesabınızda bir değişiklik yapılmaz.',
  );
  return {
    template: 'staff_invitation',
    to,
    subject: `Salonya – ${salonName} sizi ekibine davet ediyor`,
    ...body,
  };
}
