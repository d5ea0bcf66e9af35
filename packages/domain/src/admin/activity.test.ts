import { describe, expect, it } from 'vitest';
import { activityPriority, systemHealth, type ActivityInput, type ActivityPriority } from './activity';

describe('activityPriority', () => {
  it.each<[ActivityInput, ActivityPriority]>([
    [{ type: 'salon_registration', applicationStatus: 'pending' }, 'high'],
    [{ type: 'salon_registration', applicationStatus: 'approved' }, 'low'],
    [{ type: 'salon_registration', applicationStatus: 'rejected' }, 'low'],
    [{ type: 'review_reported', rating: 1 }, 'high'],
    [{ type: 'review_reported', rating: 2 }, 'high'],
    [{ type: 'review_reported', rating: 3 }, 'medium'],
    [{ type: 'review_reported', rating: 5 }, 'medium'],
    [{ type: 'payment_dispute', threadStatus: 'waiting_admin', threadPriority: 'high' }, 'high'],
    [{ type: 'payment_dispute', threadStatus: 'waiting_admin', threadPriority: 'low' }, 'low'],
    [{ type: 'payment_dispute', threadStatus: 'waiting_user', threadPriority: 'high' }, 'medium'],
    [{ type: 'payment_dispute', threadStatus: 'closed', threadPriority: 'high' }, 'low'],
    [{ type: 'user_registered', userType: 'salon_owner' }, 'medium'],
    [{ type: 'user_registered', userType: 'customer' }, 'low'],
    [{ type: 'user_registered', userType: 'staff' }, 'low'],
  ])('%j → %s', (input, out) => expect(activityPriority(input)).toBe(out));
});

describe('systemHealth', () => {
  it.each([
    [0, 0, 'healthy'],
    [1, 0, 'warning'],
    [0, 4, 'warning'],
    [5, 0, 'critical'],
    [0, 5, 'critical'],
  ] as const)('%d failed, %d overdue → %s', (failedLast24h, overduePending, out) =>
    expect(systemHealth({ failedLast24h, overduePending })).toBe(out),
  );
});
