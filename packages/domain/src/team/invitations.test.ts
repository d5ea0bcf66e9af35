import { describe, expect, it } from 'vitest';
import type { UserType } from '../user-types';
import {
  invitationAccountMode,
  invitationState,
  STAFF_INVITATION_TTL_MS,
  type InvitationAccountMode,
  type InvitationState,
  type StoredInvitationStatus,
} from './invitations';

describe('invitationAccountMode', () => {
  const rows: [UserType | null, InvitationAccountMode][] = [
    [null, 'new'],
    ['staff', 'link_staff'],
    ['customer', 'convert_customer'],
    ['salon_owner', 'refused'],
    ['admin', 'refused'],
  ];
  it.each(rows)('an account of type %s → %s', (existing, mode) => {
    expect(invitationAccountMode(existing)).toBe(mode);
  });
});

describe('invitationState', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);
  const rows: [StoredInvitationStatus, number, InvitationState][] = [
    ['pending', now + 1, 'pending'],
    ['pending', now, 'expired'],
    ['pending', now - 1, 'expired'],
    ['accepted', now - 1, 'accepted'],
    ['accepted', now + 1, 'accepted'],
    ['cancelled', now + 1, 'cancelled'],
    ['cancelled', now - 1, 'cancelled'],
  ];
  it.each(rows)('%s expiring at %d → %s', (status, expires, state) => {
    expect(invitationState(status, new Date(expires), now)).toBe(state);
  });

  it('links live seven days', () => {
    expect(STAFF_INVITATION_TTL_MS).toBe(7 * 86_400_000);
  });
});
