import type { User, UserType } from '@salonya/contracts/user';

const NAMES: Readonly<Record<UserType, string>> = {
  customer: 'Ayşe Yılmaz',
  salon_owner: 'Mehmet Kaya',
  staff: 'Zeynep Demir',
  admin: 'Selin Arslan',
};

/** A user as GET /auth/profile returns it. */
export function makeUser(userType: UserType = 'customer', overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: NAMES[userType],
    email: `${userType}@salonya.test`,
    phone: '+905321234567',
    user_type: userType,
    role: userType,
    roles: [{ name: userType }],
    avatar_url: null,
    email_verified_at: '2026-11-01T10:00:00.000Z',
    kvkk_consent_at: '2026-11-01T10:00:00.000Z',
    commercial_consent: false,
    notification_settings: {
      email_notifications: true,
      sms_notifications: true,
      push_notifications: true,
      appointment_reminders: true,
      marketing_emails: false,
    },
    impersonating: false,
    impersonated_salon: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A JSON Response as the API sends it. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
