import { describe, expect, it } from 'vitest';
import {
  OPENING_HOURS_MESSAGES,
  validateOpeningHours,
  variantWidths,
  type ImagePurpose,
  type OpeningDay,
} from './salon-media';

describe('variantWidths', () => {
  it.each<[ImagePurpose, number, number[]]>([
    ['gallery', 4000, [320, 640, 1280]],
    ['gallery', 1280, [320, 640, 1280]],
    ['gallery', 800, [320, 640, 800]],
    ['gallery', 200, [200]],
    ['cover', 1500, [640, 1280, 1500]],
    ['logo', 300, [128, 256, 300]],
    ['logo', 64, [64]],
    ['logo', 0.4, [1]],
  ])('%s of %d px → %j', (purpose, width, expected) => {
    expect(variantWidths(purpose, width)).toEqual(expected);
  });
});

const week = (overrides: Partial<Record<number, Partial<OpeningDay>>> = {}): OpeningDay[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    opens_at: '09:00',
    closes_at: '19:00',
    ...overrides[weekday],
  }));

describe('validateOpeningHours', () => {
  it.each<[string, OpeningDay[], Record<string, string[]>]>([
    ['a normal week', week(), {}],
    ['a closed Sunday', week({ 7: { opens_at: null, closes_at: null } }), {}],
    ['closing at midnight', week({ 5: { closes_at: '24:00' } }), {}],
    [
      'one time only',
      week({ 2: { closes_at: null } }),
      { 'opening_hours.1': [OPENING_HOURS_MESSAGES.bothTimes] },
    ],
    [
      'closing before opening',
      week({ 3: { opens_at: '18:00', closes_at: '10:00' } }),
      {
        'opening_hours.2': [OPENING_HOURS_MESSAGES.order],
      },
    ],
    [
      'equal times',
      week({ 1: { opens_at: '10:00', closes_at: '10:00' } }),
      {
        'opening_hours.0': [OPENING_HOURS_MESSAGES.order],
      },
    ],
    [
      'not a 15-minute step',
      week({ 4: { opens_at: '09:10' } }),
      {
        'opening_hours.3': [OPENING_HOURS_MESSAGES.format],
      },
    ],
    [
      'a bad time',
      week({ 6: { opens_at: '25:00' } }),
      { 'opening_hours.5': [OPENING_HOURS_MESSAGES.format] },
    ],
    ['a missing day', week().slice(0, 6), { opening_hours: [OPENING_HOURS_MESSAGES.week] }],
    [
      'a repeated day',
      [...week().slice(0, 6), { weekday: 1, opens_at: null, closes_at: null }],
      {
        opening_hours: [OPENING_HOURS_MESSAGES.week],
      },
    ],
  ])('%s', (_name, days, expected) => {
    expect(validateOpeningHours(days)).toEqual(expected);
  });
});
