/**
 * Type test (compiled by `npm run typecheck`, never run): a row schema's type must agree with the contract it feeds.
 * Each `@ts-expect-error` marks a deliberate disagreement; if the compiler ever accepted one, the directive would be
 * unused and tsc would fail, so this file proves both that agreement compiles and that disagreement does not.
 */
import type { Appointment } from '@salonya/contracts/booking';
import type { CustomerAddress } from '@salonya/contracts/booking-confirmations';
import type { SalonCard } from '@salonya/contracts/catalogue';
import { z } from 'zod';
import { int, isoTimestamp, num, queryRows, timestamp } from '../../src/db/rows';
import type { Db } from '../../src/db/client';
import {
  customerAddressRows,
  type CustomerAddressRow,
} from '../../src/modules/customer-addresses/addresses.repository';
import type { selectAppointments } from '../../src/modules/booking/appointments.repository';
import { selectSalonCards } from '../../src/modules/salons/salon-cards.repository';

/** The part of the address contract a stored row supplies. */
type StoredAddress = Omit<CustomerAddress, 'distance_km' | 'in_service_area' | 'is_default'>;

// Agreement: the row schema's output is exactly what the contract wants.
export const agreeingRow = z.object({
  id: int,
  title: z.string(),
  address: z.string(),
  district: z.string(),
  city: z.string(),
  latitude: num,
  longitude: num,
  created_at: isoTimestamp,
}) satisfies z.ZodType<StoredAddress, unknown>;

// Disagreement: latitude left as the driver's numeric text cannot feed the contract's number.
export const textLatitudeRow = z.object({
  id: int,
  title: z.string(),
  address: z.string(),
  district: z.string(),
  city: z.string(),
  latitude: z.string(),
  longitude: num,
  created_at: isoTimestamp,
  // @ts-expect-error latitude is a string in the row, a number in the contract
}) satisfies z.ZodType<StoredAddress, unknown>;

// Disagreement: a timestamp parsed to a Date is not the contract's ISO text.
export const dateCreatedAtRow = z.object({
  id: int,
  title: z.string(),
  address: z.string(),
  district: z.string(),
  city: z.string(),
  latitude: num,
  longitude: num,
  created_at: timestamp,
  // @ts-expect-error created_at is a Date in the row, a string in the contract
}) satisfies z.ZodType<StoredAddress, unknown>;

// Through the helper: the parsed rows carry the schema's type, so handing them to a contract type is checked too.
export async function addressesForContract(db: Db): Promise<StoredAddress[]> {
  return queryRows(db, 'type-test.addresses', agreeingRow, sqlPlaceholder);
}
export async function textLatitudeForContract(db: Db): Promise<StoredAddress[]> {
  // @ts-expect-error the rows' latitude is a string; the contract wants a number
  return queryRows(db, 'type-test.text-latitude', textLatitudeRow, sqlPlaceholder);
}
declare const sqlPlaceholder: Parameters<typeof queryRows>[3];

// Real repositories declare their results from the contracts: these assignments compile only while they agree.
type RowOf<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
export const realAddressRows: (db: Db, userId: number) => Promise<CustomerAddressRow[]> = customerAddressRows;
export type AddressRowFeedsContract =
  CustomerAddressRow extends Omit<StoredAddress, 'created_at'> ? true : never;
export const addressRowFeedsContract: AddressRowFeedsContract = true;
export const realCards: (db: Db, ...rest: never[]) => Promise<{ items: SalonCard[]; total: number }> =
  selectSalonCards;
export type AppointmentDtoFeedsContract =
  RowOf<typeof selectAppointments>['items'][number]['dto'] extends Omit<
    Appointment,
    'status_label' | 'can_cancel' | 'can_reschedule' | 'allowed_actions' | 'cancellation_deadline'
  >
    ? true
    : never;
export const appointmentDtoFeedsContract: AppointmentDtoFeedsContract = true;
