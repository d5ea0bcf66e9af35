import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  isAppointmentStatus,
  isLiveStatus,
  type AppointmentStatus,
} from './status';

describe('appointment status vocabulary', () => {
  it.each<[AppointmentStatus, string, boolean]>([
    ['pending', 'Onay Bekliyor', true],
    ['confirmed', 'Onaylandı', true],
    ['completed', 'Tamamlandı', false],
    ['cancelled', 'İptal Edildi', false],
    ['no_show', 'Gelmedi', false],
  ])('%s reads %s and holds its time: %s', (status, label, live) => {
    expect(APPOINTMENT_STATUSES).toContain(status);
    expect(APPOINTMENT_STATUS_LABELS[status]).toBe(label);
    expect(isLiveStatus(status)).toBe(live);
  });

  it.each([
    ['pending', true],
    ['no_show', true],
    ['noshow', false],
    ['', false],
    ['Pending', false],
  ])('isAppointmentStatus(%j) is %s', (value, expected) => {
    expect(isAppointmentStatus(value)).toBe(expected);
  });
});
