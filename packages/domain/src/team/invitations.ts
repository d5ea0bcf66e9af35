import type { UserType } from '../user-types';

/**
 * The owner's team (issue 16 scope 2): how long an invitation link lives, what accepting it does to an existing
 * account, and the Turkish messages both sides show.
 */

/** A mailed invitation link is valid this many days from its last sending. */
export const STAFF_INVITATION_TTL_DAYS = 7;
export const STAFF_INVITATION_TTL_MS = STAFF_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * What accepting an invitation does with the account registered under the invited e-mail:
 * - no account: a new staff account is created with the password the invitee chooses;
 * - a staff account (of another salon or removed from this one): linked to this salon after its password;
 * - a customer account: becomes a staff account after its password (one user_type per account, SPEC §1);
 * - a salon owner or admin account: refused (they would lose their own area).
 */
export type InvitationAccountMode = 'new' | 'link_staff' | 'convert_customer' | 'refused';

export function invitationAccountMode(existing: UserType | null): InvitationAccountMode {
  switch (existing) {
    case null:
      return 'new';
    case 'staff':
      return 'link_staff';
    case 'customer':
      return 'convert_customer';
    case 'salon_owner':
    case 'admin':
      return 'refused';
  }
}

export type StoredInvitationStatus = 'pending' | 'accepted' | 'cancelled';
/** What a link holder or the owner sees: a pending invitation past its expiry is 'expired'. */
export type InvitationState = StoredInvitationStatus | 'expired';

export function invitationState(
  status: StoredInvitationStatus,
  expiresAt: Date,
  now: number,
): InvitationState {
  if (status === 'pending' && expiresAt.getTime() <= now) return 'expired';
  return status;
}

export const TEAM_MESSAGES = {
  staffNotFound: 'Personel bulunamadı.',
  invitationNotFound: 'Davet bulunamadı.',
  linkNotFound: 'Davet bağlantısı geçersiz. Lütfen e-postanızdaki bağlantıyı eksiksiz açın.',
  linkExpired: 'Davetin süresi dolmuş. Salondan size yeni bir davet göndermesini isteyin.',
  linkUsed: 'Bu davet daha önce kabul edilmiş. Hesabınızla giriş yapabilirsiniz.',
  linkCancelled: 'Bu davet salon tarafından iptal edilmiş.',
  accountRefused:
    'Bu e-posta adresi bir salon sahibi veya yönetici hesabına ait; personel olarak davet edilemez. Lütfen başka bir e-posta adresi kullanın.',
  alreadyMember: 'Bu kişi zaten ekibinizde.',
  alreadyInvited:
    'Bu e-posta adresine gönderilmiş bekleyen bir davet var. Bekleyen davetler listesinden yeniden gönderebilirsiniz.',
  invited: 'Davet e-postası gönderildi.',
  resent: 'Davet e-postası yeniden gönderildi.',
  cancelled: 'Davet iptal edildi.',
  updated: 'Personel bilgileri kaydedildi.',
  deactivated: 'Personel pasif yapıldı; artık yeni randevu alamaz.',
  activated: 'Personel yeniden aktif; yeni randevu alabilir.',
  removed: 'Personel ekipten çıkarıldı. Geçmiş randevuları ve yorumları saklanır.',
  removeBlocked:
    'Bu personelin ileri tarihli randevuları var. Ekipten çıkarmadan önce bu randevuları başka bir personele taşıyın veya iptal edin.',
  wrongPassword: 'Şifre hatalı. Bu e-posta adresine kayıtlı hesabınızın şifresini girin.',
  accountSuspended: 'Hesabınız askıya alınmış. Lütfen destek ekibiyle iletişime geçin.',
  accepted: 'Davet kabul edildi. Salonun ekibine katıldınız.',
  assignmentsSaved: 'Hizmet atamaları kaydedildi.',
  serviceNotAssignable: 'Bu hizmet bu salonun yayındaki hizmetlerinden biri değil.',
  loadFailed: 'Ekip bilgileri yüklenirken hata oluştu',
  inviteFailed: 'Davet gönderilemedi',
  saveFailed: 'Kaydedilemedi',
} as const;
