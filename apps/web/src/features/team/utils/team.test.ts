import { describe, expect, it } from 'vitest';
import { changedRows, selectionOf, servicesLabel, toggled } from './team';

describe('matrix selection', () => {
  const saved = selectionOf([
    { salon_staff_id: 1, service_ids: [3, 1] },
    { salon_staff_id: 2, service_ids: [] },
  ]);

  it('sorts the saved ids', () => {
    expect(saved[1]).toEqual([1, 3]);
  });

  it.each([
    [1, 2, [1, 2, 3]],
    [1, 3, [1]],
    [2, 5, [5]],
  ])('toggling staff %i service %i gives %j', (staffId, serviceId, ids) => {
    expect(toggled(saved, staffId, serviceId)[staffId]).toEqual(ids);
  });

  it('lists only changed rows, and a row toggled back is unchanged', () => {
    const once = toggled(saved, 2, 5);
    expect(changedRows(saved, once, [1, 2])).toEqual([2]);
    expect(changedRows(saved, toggled(once, 2, 5), [1, 2])).toEqual([]);
    expect(changedRows(saved, toggled(toggled(once, 1, 1), 1, 4), [1, 2])).toEqual([1, 2]);
  });

  it('labels the count', () => {
    expect(servicesLabel(0)).toBe('Hizmet atanmadı');
    expect(servicesLabel(3)).toBe('3 hizmet');
  });
});
