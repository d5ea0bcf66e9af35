import { describe, expect, it } from 'vitest';
import { canReview, isPublic, STAFF_GALLERY_STATUS_LABELS, type StaffGalleryStatus } from './gallery';

describe('staff gallery statuses', () => {
  it.each([
    ['pending', true, false, 'Onay bekliyor'],
    ['approved', false, true, 'Yayında'],
    ['rejected', false, false, 'Reddedildi'],
  ] as [StaffGalleryStatus, boolean, boolean, string][])(
    '%s: reviewable %s, public %s, label %s',
    (status, reviewable, shown, label) => {
      expect(canReview(status)).toBe(reviewable);
      expect(isPublic(status)).toBe(shown);
      expect(STAFF_GALLERY_STATUS_LABELS[status]).toBe(label);
    },
  );
});
