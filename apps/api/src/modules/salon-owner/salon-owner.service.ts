import type { OwnerSalon, OwnerSalonList, SalonSettings } from '@salonya/contracts/salon-owner';
import { SALON_NOT_FOUND } from '@salonya/domain/messages';
import { pickSelectedSalon } from '@salonya/domain/salon-owner/selection';
import {
  SALON_SETTINGS_DEFAULTS,
  validateSalonSettings,
  type SalonSettingsInput,
} from '@salonya/domain/salon-owner/settings';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Session } from '../../plugins/policy';
import { requireOwnedSalon } from './owned-salon';
import {
  findSalonSettings,
  findSelection,
  listOwnerSalons,
  saveSelection,
  upsertSalonSettings,
  type OwnerSalonRecord,
} from './salon-owner.repository';

function toOwnerSalon(salon: OwnerSalonRecord, selectedId: number | null): OwnerSalon {
  return {
    id: salon.id,
    name: salon.name,
    status: salon.status,
    city: salon.city,
    district: salon.district,
    is_selected: salon.id === selectedId,
  };
}

/**
 * The owner's salons and the one selected (SPEC §4 'Selected salon', §7.2), and a salon's settings
 * (/salon/ayarlar). Owner endpoints name their salon in the path; the selection kept here is where a new device
 * or a fresh browser starts, and what the salon list marks.
 */
export function createSalonOwnerService(db: Db) {
  async function salonList(session: Session): Promise<OwnerSalonList> {
    const rows = await listOwnerSalons(db, session.user.id, session.impersonatedSalonId);
    const stored = await findSelection(db, session.user.id);
    const selected = pickSelectedSalon(rows, stored);
    const selectedId = selected?.id ?? null;
    return { salons: rows.map((s) => toOwnerSalon(s, selectedId)), selected_salon_id: selectedId };
  }

  async function settings(session: Session, rawSalonId: string): Promise<SalonSettings> {
    const salon = await requireOwnedSalon(db, session, rawSalonId);
    const stored = await findSalonSettings(db, salon.id);
    const values: SalonSettingsInput = stored ?? SALON_SETTINGS_DEFAULTS;
    return {
      salon_id: salon.id,
      salon_name: salon.name,
      min_notice_minutes: values.min_notice_minutes,
      max_advance_days: values.max_advance_days,
      buffer_minutes: values.buffer_minutes,
      cancellation_cutoff_minutes: values.cancellation_cutoff_minutes,
      requires_manual_confirmation: values.requires_manual_confirmation,
      accepts_online_bookings: values.accepts_online_bookings,
      notify_new_booking: values.notify_new_booking,
      notify_cancellation: values.notify_cancellation,
      notify_daily_digest: values.notify_daily_digest,
      allow_staff_durations: values.allow_staff_durations ?? false,
      updated_at: stored?.updatedAt ? stored.updatedAt.toISOString() : null,
    };
  }

  return {
    salonList,

    /** Another owner's (or a missing) salon is 404; an admin's impersonation token only reaches its own salon. */
    async switchSalon(session: Session, salonId: number): Promise<OwnerSalon> {
      const owned = await requireOwnedSalon(db, session, String(salonId));
      // An admin looking at the salon does not move the owner's own choice.
      if (session.impersonatorUserId === null) await saveSelection(db, session.user.id, owned.id);
      const [row] = await listOwnerSalons(db, session.user.id, owned.id);
      if (!row) throw AppError.notFound(SALON_NOT_FOUND);
      return toOwnerSalon(row, owned.id);
    },

    settings,

    /** The whole set replaces the stored one; the slot engine and booking read it on their next request. */
    async updateSettings(session: Session, rawSalonId: string, input: SalonSettingsInput) {
      const salon = await requireOwnedSalon(db, session, rawSalonId);
      const errors = validateSalonSettings(input);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      await upsertSalonSettings(db, salon.id, input);
      return settings(session, rawSalonId);
    },
  };
}
