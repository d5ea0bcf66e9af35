import { describe, expect, it } from 'vitest';
import { pickSelectedSalon, type SelectableSalon } from './selection';

const pending: SelectableSalon = { id: 1, status: 'pending' };
const active: SelectableSalon = { id: 2, status: 'active' };
const other: SelectableSalon = { id: 3, status: 'active' };
const suspended: SelectableSalon = { id: 4, status: 'suspended' };

describe('pickSelectedSalon', () => {
  it.each<[string, SelectableSalon[], number | null, number | null]>([
    ['no salons', [], 5, null],
    ['the preferred one when it is the owner’s', [pending, active, other], 3, 3],
    ['a preferred pending salon too', [pending, active], 1, 1],
    ['the first active one without a preference', [pending, active, other], null, 2],
    ['the first active one when the preferred is not the owner’s', [pending, active], 99, 2],
    ['the first when none is active', [suspended, pending], null, 4],
  ])('%s', (_name, salons, preferred, expected) => {
    expect(pickSelectedSalon(salons, preferred)?.id ?? null).toBe(expected);
  });
});
