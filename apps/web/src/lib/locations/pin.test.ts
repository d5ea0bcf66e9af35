import { describe, expect, it } from 'vitest';
import { nudge, pointAt, PIN_STEP, PIN_VIEW_SPAN } from './pin';

describe('pointAt', () => {
  const centre = { latitude: 41, longitude: 29 };
  it.each([
    [0.5, 0.5, 41, 29],
    [0.5, 0, 41 + PIN_VIEW_SPAN / 2, 29],
    [0.5, 1, 41 - PIN_VIEW_SPAN / 2, 29],
  ])('(%f, %f) → %f, %f', (x, y, latitude, longitude) => {
    expect(pointAt(centre, x, y)).toEqual({ latitude, longitude });
  });

  it('widens longitude by the latitude so the view is square on the ground', () => {
    const east = pointAt(centre, 1, 0.5);
    expect(east.longitude - 29).toBeCloseTo(PIN_VIEW_SPAN / 2 / Math.cos((41 * Math.PI) / 180), 5);
  });
});

describe('nudge', () => {
  it.each([
    ['ArrowUp', 41 + PIN_STEP, 29],
    ['ArrowDown', 41 - PIN_STEP, 29],
    ['ArrowLeft', 41, 29 - PIN_STEP],
    ['ArrowRight', 41, 29 + PIN_STEP],
  ])('%s moves the pin', (key, latitude, longitude) => {
    expect(nudge({ latitude: 41, longitude: 29 }, key)).toEqual({ latitude, longitude });
  });
  it('ignores other keys', () => expect(nudge({ latitude: 41, longitude: 29 }, 'Enter')).toBeNull());
});
