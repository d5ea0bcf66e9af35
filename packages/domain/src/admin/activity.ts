/** SPEC §3 Activity: which priority an item of the admin's recent-activity feed carries. */

export type ActivityPriority = 'high' | 'medium' | 'low';

export type ActivityInput =
  | { type: 'salon_registration'; applicationStatus: 'pending' | 'approved' | 'rejected' }
  | { type: 'review_reported'; rating: number }
  | {
      type: 'payment_dispute';
      threadStatus: 'waiting_admin' | 'waiting_user' | 'closed';
      threadPriority: ActivityPriority;
    }
  | { type: 'user_registered'; userType: 'customer' | 'salon_owner' | 'staff' | 'admin' };

/**
 * - An application waiting for review is high (the applicant waits on us); a decided one is low.
 * - A reported review is high when its rating is 1–2 (likely abuse or a serious complaint), otherwise medium.
 * - A payment dispute keeps the thread's own priority while it waits for an admin, medium while it waits for the
 *   user, low once closed.
 * - A new salon owner is medium (a salon may follow), any other new user low.
 */
export function activityPriority(input: ActivityInput): ActivityPriority {
  switch (input.type) {
    case 'salon_registration':
      return input.applicationStatus === 'pending' ? 'high' : 'low';
    case 'review_reported':
      return input.rating <= 2 ? 'high' : 'medium';
    case 'payment_dispute':
      if (input.threadStatus === 'waiting_admin') return input.threadPriority;
      return input.threadStatus === 'waiting_user' ? 'medium' : 'low';
    case 'user_registered':
      return input.userType === 'salon_owner' ? 'medium' : 'low';
  }
}

export type SystemHealth = 'healthy' | 'warning' | 'critical';

/**
 * From the mail outbox, the one background worker we run: mails that failed for good in the last 24 h and mails
 * overdue by more than 15 minutes. Five or more of either is critical; any is a warning.
 */
export function systemHealth(input: { failedLast24h: number; overduePending: number }): SystemHealth {
  if (input.failedLast24h >= 5 || input.overduePending >= 5) return 'critical';
  if (input.failedLast24h > 0 || input.overduePending > 0) return 'warning';
  return 'healthy';
}
