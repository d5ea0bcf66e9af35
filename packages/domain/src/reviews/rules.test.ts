import { describe, expect, it } from 'vitest';
import {
  DELETED_AUTHOR,
  isReviewEditable,
  ratingAverage,
  reviewAuthorName,
  reviewRefusal,
  type ReviewableAppointment,
} from './rules';

const DAY = 86_400_000;
const now = new Date('2026-11-26T10:00:00Z');
const completed: ReviewableAppointment = {
  customerUserId: 7,
  status: 'completed',
  endedAt: new Date(now.getTime() - DAY),
  reviewed: false,
};

describe('reviewRefusal', () => {
  const rows: [string, ReviewableAppointment | null, number, ReturnType<typeof reviewRefusal>][] = [
    ['own completed visit', completed, 7, null],
    ['missing appointment', null, 7, 'not_found'],
    ["someone else's visit", completed, 8, 'not_found'],
    ['guest visit (no customer)', { ...completed, customerUserId: null }, 7, 'not_found'],
    ['confirmed, not yet completed', { ...completed, status: 'confirmed' }, 7, 'not_completed'],
    ['cancelled', { ...completed, status: 'cancelled' }, 7, 'not_completed'],
    ['no-show', { ...completed, status: 'no_show' }, 7, 'not_completed'],
    ['already reviewed', { ...completed, reviewed: true }, 7, 'duplicate'],
    ['60 days ago', { ...completed, endedAt: new Date(now.getTime() - 60 * DAY) }, 7, null],
    ['61 days ago', { ...completed, endedAt: new Date(now.getTime() - 61 * DAY) }, 7, 'window_closed'],
  ];
  it.each(rows)('%s', (_label, appointment, userId, expected) => {
    expect(reviewRefusal(appointment, userId, now)).toBe(expected);
  });
});

describe('isReviewEditable', () => {
  const rows: [string, number, 'published' | 'hidden' | 'reported', boolean][] = [
    ['just written', 0, 'published', true],
    ['exactly 7 days', 7 * DAY, 'published', true],
    ['7 days and a minute', 7 * DAY + 60_000, 'published', false],
    ['reported stays editable', DAY, 'reported', true],
    ['hidden by an admin', DAY, 'hidden', false],
  ];
  it.each(rows)('%s', (_label, age, status, expected) => {
    expect(isReviewEditable(new Date(now.getTime() - age), status, now)).toBe(expected);
  });
});

describe('reviewAuthorName', () => {
  const rows: [string | null, string][] = [
    ['Ayşe Kaya', 'Ayşe K.'],
    ['Ayşe Nur İnce', 'Ayşe Nur İ.'],
    ['Mehmet', 'Mehmet'],
    ['Zeynep A.', 'Zeynep A.'],
    ['  ', DELETED_AUTHOR],
    [null, DELETED_AUTHOR],
  ];
  it.each(rows)('%s → %s', (name, expected) => {
    expect(reviewAuthorName(name)).toBe(expected);
  });
});

describe('ratingAverage', () => {
  it.each([
    [[], 0],
    [[5], 5],
    [[5, 4], 4.5],
    [[5, 4, 4], 4.33],
    [[1, 2, 2], 1.67],
  ])('%j → %d', (ratings, expected) => {
    expect(ratingAverage(ratings)).toBe(expected);
  });
});
