import {
  paymentMethodValues,
  paymentStatusValues,
  petSizeValues,
  petSpeciesValues,
  type PaymentMethod,
  type PetSize,
  type PetSpecies,
} from '@salonya/contracts/booking';
import { useCallback, useSyncExternalStore } from 'react';
import { parseStoredObject, readStorage, writeStorage } from '@/lib/storage';
import type { GuardDraft } from './booking-steps';

/**
 * The booking draft of SPEC §2.5 (selectedDate, selectedStaff, selectedServices, selectedTime, salon,
 * customerPackageId, isPackageMode, createdAppointment, isBookingCompleted) plus what the conditional steps
 * collect (address, pet) and the idempotency key of the booking request. One draft per salon, kept in
 * sessionStorage so a refresh keeps it and another tab starts its own.
 */

export interface DraftSalon {
  id: number;
  name: string;
  slug: string;
  city: string;
  district: string;
}

export type DraftStaff =
  | { kind: 'any' }
  | { kind: 'staff'; salonStaffId: number; userId: number; name: string; avatarUrl: string | null };

export interface DraftService {
  id: number;
  name: string;
  durationMinutes: number;
  /** Price the customer pays, in integer kuruş (the discounted one when there is one). */
  priceKurus: number;
  isHomeService: boolean;
  isPetService: boolean;
}

export interface DraftLocation {
  /** A saved address of the customer, or null for an address typed in the wizard. */
  addressId: number | null;
  title: string;
  address: string;
  city: string;
  district: string;
  latitude: number;
  longitude: number;
}

export interface DraftPet {
  name: string;
  species: PetSpecies;
  breed: string;
  size: PetSize;
}

/** What the success step shows of the appointment the server created. */
export interface DraftCreatedAppointment {
  id: number;
  startsAt: string;
  endsAt: string;
  staffName: string;
  /** In integer kuruş: what the customer pays (after a coupon). */
  totalPriceKurus: number;
  status: string;
  /** How it is paid (issue 18 review): the success step says 'salonda ödenecek' only when it is. */
  paymentMethod: PaymentMethod;
  paymentStatus: (typeof paymentStatusValues)[number];
  /** The wallet and card parts of a payment; null for pay-at-salon or a draft stored before they were kept. */
  walletKurus: number | null;
  cardKurus: number | null;
}

export interface BookingDraft {
  salonId: number;
  /** 'YYYY-MM-DD' (Istanbul). */
  selectedDate: string | null;
  selectedStaff: DraftStaff | null;
  selectedServices: DraftService[];
  /** 'HH:MM' (Istanbul) on selectedDate. */
  selectedTime: string | null;
  /** The staff member the chosen slot belongs to (with 'any staff' the server picks one per slot). */
  slotStaffId: number | null;
  salon: DraftSalon | null;
  customerPackageId: number | null;
  isPackageMode: boolean;
  createdAppointment: DraftCreatedAppointment | null;
  isBookingCompleted: boolean;
  location: DraftLocation | null;
  pet: DraftPet | null;
  /** Idempotency-Key of the pending booking request: a retry of the same request reuses it. */
  idempotencyKey: string | null;
}

export function emptyDraft(salonId: number): BookingDraft {
  return {
    salonId,
    selectedDate: null,
    selectedStaff: null,
    selectedServices: [],
    selectedTime: null,
    slotStaffId: null,
    salon: null,
    customerPackageId: null,
    isPackageMode: false,
    createdAppointment: null,
    isBookingCompleted: false,
    location: null,
    pet: null,
    idempotencyKey: null,
  };
}

export const draftStorageKey = (salonId: number) => `booking_draft:${salonId}`;

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function parseStaff(v: unknown): DraftStaff | null {
  if (!isRecord(v)) return null;
  if (v.kind === 'any') return { kind: 'any' };
  if (v.kind === 'staff' && isNumber(v.salonStaffId) && isNumber(v.userId) && isString(v.name)) {
    return {
      kind: 'staff',
      salonStaffId: v.salonStaffId,
      userId: v.userId,
      name: v.name,
      avatarUrl: isString(v.avatarUrl) ? v.avatarUrl : null,
    };
  }
  return null;
}

function parseService(v: unknown): DraftService | null {
  if (!isRecord(v) || !isNumber(v.id) || !isString(v.name)) return null;
  // A draft stored before prices were kept in kuruş has no priceKurus: dropped, the entry asks again.
  if (!isNumber(v.durationMinutes) || !isNumber(v.priceKurus) || !Number.isInteger(v.priceKurus)) return null;
  return {
    id: v.id,
    name: v.name,
    durationMinutes: v.durationMinutes,
    priceKurus: v.priceKurus,
    isHomeService: v.isHomeService === true,
    isPetService: v.isPetService === true,
  };
}

function parseSalon(v: unknown): DraftSalon | null {
  if (!isRecord(v) || !isNumber(v.id) || !isString(v.name)) return null;
  return {
    id: v.id,
    name: v.name,
    slug: isString(v.slug) ? v.slug : '',
    city: isString(v.city) ? v.city : '',
    district: isString(v.district) ? v.district : '',
  };
}

function parseLocation(v: unknown): DraftLocation | null {
  if (!isRecord(v) || !isString(v.address) || !isNumber(v.latitude) || !isNumber(v.longitude)) return null;
  return {
    addressId: isNumber(v.addressId) ? v.addressId : null,
    title: isString(v.title) ? v.title : '',
    address: v.address,
    city: isString(v.city) ? v.city : '',
    district: isString(v.district) ? v.district : '',
    latitude: v.latitude,
    longitude: v.longitude,
  };
}

function parsePet(v: unknown): DraftPet | null {
  if (!isRecord(v) || !isString(v.name) || !isString(v.breed)) return null;
  const species = petSpeciesValues.find((x) => x === v.species);
  const size = petSizeValues.find((x) => x === v.size);
  if (species === undefined || size === undefined) return null;
  return { name: v.name, species, breed: v.breed, size };
}

function parseCreated(v: unknown): DraftCreatedAppointment | null {
  if (!isRecord(v) || !isNumber(v.id) || !isString(v.startsAt) || !isString(v.endsAt)) return null;
  return {
    id: v.id,
    startsAt: v.startsAt,
    endsAt: v.endsAt,
    staffName: isString(v.staffName) ? v.staffName : '',
    totalPriceKurus: isNumber(v.totalPriceKurus) ? v.totalPriceKurus : 0,
    status: isString(v.status) ? v.status : '',
    paymentMethod: paymentMethodValues.find((x) => x === v.paymentMethod) ?? 'pay_at_salon',
    paymentStatus: paymentStatusValues.find((x) => x === v.paymentStatus) ?? 'unpaid',
    walletKurus: isNumber(v.walletKurus) ? v.walletKurus : null,
    cardKurus: isNumber(v.cardKurus) ? v.cardKurus : null,
  };
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^\d{2}:\d{2}$/;

/** A stored draft, field by field: whatever is missing or malformed falls back to the empty value. */
export function parseDraft(raw: string | null, salonId: number): BookingDraft {
  const o = parseStoredObject(raw);
  const draft = emptyDraft(salonId);
  if (o === null || o.salonId !== salonId) return draft;
  const services = Array.isArray(o.selectedServices) ? o.selectedServices.map(parseService) : [];
  return {
    salonId,
    selectedDate: isString(o.selectedDate) && DATE_RE.test(o.selectedDate) ? o.selectedDate : null,
    selectedStaff: parseStaff(o.selectedStaff),
    selectedServices: services.filter((s): s is DraftService => s !== null),
    selectedTime: isString(o.selectedTime) && TIME_RE.test(o.selectedTime) ? o.selectedTime : null,
    slotStaffId: isNumber(o.slotStaffId) ? o.slotStaffId : null,
    salon: parseSalon(o.salon),
    customerPackageId: isNumber(o.customerPackageId) ? o.customerPackageId : null,
    isPackageMode: o.isPackageMode === true,
    createdAppointment: parseCreated(o.createdAppointment),
    isBookingCompleted: o.isBookingCompleted === true,
    location: parseLocation(o.location),
    pet: parsePet(o.pet),
    idempotencyKey: isString(o.idempotencyKey) ? o.idempotencyKey : null,
  };
}

export function toGuardDraft(draft: BookingDraft): GuardDraft {
  return {
    hasSalon: draft.salon !== null,
    hasDate: draft.selectedDate !== null,
    hasStaffChoice: draft.selectedStaff !== null,
    serviceCount: draft.selectedServices.length,
    hasPackage: draft.customerPackageId !== null,
    isPackageMode: draft.isPackageMode,
    hasTime: draft.selectedTime !== null,
    hasCreatedAppointment: draft.createdAppointment !== null,
    isBookingCompleted: draft.isBookingCompleted,
  };
}

export function draftNeeds(draft: BookingDraft) {
  return {
    needsLocation: draft.selectedServices.some((s) => s.isHomeService),
    needsPet: draft.selectedServices.some((s) => s.isPetService),
  };
}

/** The selection's total: kuruş integers added up, so no lira float ever rounds (issue 14). */
export function draftTotals(draft: BookingDraft): { priceKurus: number; minutes: number } {
  return draft.selectedServices.reduce(
    (acc, s) => ({ priceKurus: acc.priceKurus + s.priceKurus, minutes: acc.minutes + s.durationMinutes }),
    { priceKurus: 0, minutes: 0 },
  );
}

// ── The store: one snapshot per salon, written through to sessionStorage ──────────────────────────────────

const snapshots = new Map<number, BookingDraft>();
const listeners = new Set<() => void>();

export function readDraft(salonId: number): BookingDraft {
  let draft = snapshots.get(salonId);
  if (draft === undefined) {
    draft = parseDraft(readStorage(window.sessionStorage, draftStorageKey(salonId)), salonId);
    snapshots.set(salonId, draft);
  }
  return draft;
}

export function writeDraft(salonId: number, next: BookingDraft): void {
  snapshots.set(salonId, next);
  writeStorage(window.sessionStorage, draftStorageKey(salonId), JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function updateDraft(salonId: number, change: (draft: BookingDraft) => BookingDraft): BookingDraft {
  const next = change(readDraft(salonId));
  writeDraft(salonId, next);
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forget the in-memory snapshots (sessionStorage is cleared by the test setup). */
export function resetDraftStore(): void {
  snapshots.clear();
}

export function useBookingDraft(salonId: number) {
  const draft = useSyncExternalStore(
    subscribe,
    () => readDraft(salonId),
    () => emptyDraft(salonId),
  );
  const update = useCallback(
    (change: (d: BookingDraft) => BookingDraft) => updateDraft(salonId, change),
    [salonId],
  );
  return { draft, update };
}

/**
 * Changing an earlier choice invalidates what depended on it: a new date or staff choice drops the time; new
 * services drop the time, and the address or pet when no chosen service needs them.
 */
export function withDate(draft: BookingDraft, date: string): BookingDraft {
  if (draft.selectedDate === date) return draft;
  return { ...draft, selectedDate: date, selectedTime: null, slotStaffId: null, idempotencyKey: null };
}

export function withStaff(draft: BookingDraft, staff: DraftStaff): BookingDraft {
  return {
    ...draft,
    selectedStaff: staff,
    selectedTime: null,
    slotStaffId: null,
    idempotencyKey: null,
  };
}

export function withServices(draft: BookingDraft, services: DraftService[]): BookingDraft {
  const next = {
    ...draft,
    selectedServices: services,
    selectedTime: null,
    slotStaffId: null,
    idempotencyKey: null,
  };
  const needs = draftNeeds(next);
  return {
    ...next,
    location: needs.needsLocation ? next.location : null,
    pet: needs.needsPet ? next.pet : null,
  };
}

export function withTime(draft: BookingDraft, time: string, slotStaffId: number | null): BookingDraft {
  return { ...draft, selectedTime: time, slotStaffId, idempotencyKey: null };
}
