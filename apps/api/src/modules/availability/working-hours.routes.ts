import type { SalonWorkingHours, StaffWorkingHours } from '@salonya/contracts/availability';
import {
  salonWorkingHoursResponseSchema,
  staffWorkingHoursResponseSchema,
  updateWorkingHoursBodySchema,
} from '@salonya/contracts/availability';
import { errorResponses } from '@salonya/contracts/envelope';
import { sortWorkingRanges } from '@salonya/domain/availability/working-hours';
import { SALON_NOT_FOUND } from '@salonya/domain/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { policy, requireSession } from '../../plugins/policy';
import {
  findSalon,
  findStaff,
  listStaff,
  lockStaff,
  openingHours,
  replaceWorkingRanges,
  workingRangesOfSalon,
  type StaffRecord,
  type WorkingRangeRecord,
} from './availability.repository';
import { AVAILABILITY_MESSAGES } from './availability.service';

const salonParams = z.object({ salonId: z.string().max(20) });
const staffParams = z.object({ salonStaffId: z.string().max(20) });
function idOf(raw: string, notFound: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647)
    throw AppError.notFound(notFound);
  return Number(raw);
}

export const WORKING_HOURS_SAVED = 'Çalışma saatleri kaydedildi';

function staffHours(s: StaffRecord, ranges: readonly WorkingRangeRecord[]): StaffWorkingHours {
  const own = ranges.filter((r) => r.salonStaffId === s.id);
  return {
    salon_staff_id: s.id,
    user_id: s.userId,
    name: s.name,
    avatar_url: s.avatarUrl,
    is_active: s.isActive,
    has_custom_hours: own.length > 0,
    ranges: own.map((r) => ({ weekday: r.weekday, start_time: r.startTime, end_time: r.endTime })),
  };
}

/** Weekly working hours of each staff member (/salon/personel-calisma-saatleri); the slot engine reads them. */
export const workingHoursRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Policy: salon owner, only their own salons (another owner's salon: 403).
  app.get(
    '/salon-owner/salons/:salonId/working-hours',
    {
      config: { policy: policy.can('working_hours.manage') },
      schema: { params: salonParams, response: { 200: salonWorkingHoursResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { user } = requireSession(request);
      const salon = await findSalon(db, idOf(request.params.salonId, SALON_NOT_FOUND));
      if (!salon) throw AppError.notFound(SALON_NOT_FOUND);
      if (salon.ownerUserId !== user.id) throw AppError.forbidden(AVAILABILITY_MESSAGES.salonForbidden);
      const [staff, ranges, hours] = await Promise.all([
        listStaff(db, salon.id, null),
        workingRangesOfSalon(db, salon.id),
        openingHours(db, salon.id),
      ]);
      const data: SalonWorkingHours = {
        salon_id: salon.id,
        salon_name: salon.name,
        opening_hours: hours,
        staff: staff.map((s) => staffHours(s, ranges)),
      };
      return { success: true as const, data };
    },
  );

  // Policy: salon owner, only staff of their own salons (another salon's staff: 403).
  app.put(
    '/salon-owner/staff/:salonStaffId/working-hours',
    {
      config: { policy: policy.can('working_hours.manage') },
      schema: {
        params: staffParams,
        body: updateWorkingHoursBodySchema,
        response: { 200: staffWorkingHoursResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = requireSession(request);
      const staff = await findStaff(
        db,
        idOf(request.params.salonStaffId, AVAILABILITY_MESSAGES.staffNotFound),
      );
      if (!staff) throw AppError.notFound(AVAILABILITY_MESSAGES.staffNotFound);
      if (staff.salonOwnerUserId !== user.id)
        throw AppError.forbidden(AVAILABILITY_MESSAGES.staffActionForbidden);
      // The body's schema has applied the week's rules (domain validateWorkingRanges); times are 'HH:MM'.
      const { ranges } = request.body;
      await inTransaction(db, async (tx) => {
        await lockStaff(tx, staff.id);
        await replaceWorkingRanges(
          tx,
          staff.id,
          sortWorkingRanges(ranges).map((r) => ({
            weekday: r.weekday,
            startTime: r.start_time,
            endTime: r.end_time,
          })),
        );
      });
      const saved = await workingRangesOfSalon(db, staff.salonId);
      return { success: true as const, data: staffHours(staff, saved), message: WORKING_HOURS_SAVED };
    },
  );
};
