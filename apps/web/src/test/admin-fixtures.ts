import type {
  AdminContactMessage,
  AdminSalonDetail,
  AdminUserDetail,
  ApplicationDetail,
  DashboardData,
} from '@salonya/contracts/admin';
import {
  getAdminDashboard,
  getAdminDashboardNotifications,
  getAdminDocumentsStats,
  getAdminRefundsStats,
  getAdminPaymentsStatistics,
  getAdminSalonEarningsStats,
  getAdminSupportStats,
  getAdminUsersStats,
  getAdminWalletStats,
} from '@salonya/contracts/api-routes';
import { contractMock, routeKey } from './contract-mock';
import type { ApiAnswer, ApiCall } from './test-utils';

/** Fixtures and API stubs of the admin page's tests (answers shaped as packages/contracts/src/admin.ts). */

type Route = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

const paged = <T>(data: T[], page = 1, total = data.length, lastPage = 1) => ({
  success: true as const,
  data,
  meta: { current_page: page, per_page: 20, total, last_page: lastPage },
});
export { paged };

export function makeDashboard(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    time_range: '30d',
    period: { from: '2026-10-24T21:00:00.000Z', to: '2026-11-23T21:00:00.000Z' },
    overview: {
      total_salons: 48,
      total_users: 1234,
      total_appointments: 812,
      total_revenue: 154320.5,
      active_salons: 42,
      pending_salons: 3,
      verified_salons: 30,
      growth_rate: 12.5,
    },
    growth: {
      salon_growth: [
        { month: '2026-10', label: 'Eki 2026', count: 4 },
        { month: '2026-11', label: 'Kas 2026', count: 6 },
      ],
      revenue_growth: [
        { month: '2026-10', label: 'Eki 2026', amount: 64000 },
        { month: '2026-11', label: 'Kas 2026', amount: 90320.5 },
      ],
    },
    top_salons: [
      {
        id: 5,
        name: 'Işıltı Güzellik Merkezi',
        district: 'Kadıköy',
        city: 'İstanbul',
        rating_average: 4.8,
        total_appointments: 120,
        revenue: 36000,
        logo: null,
      },
    ],
    pending_approvals: {
      salon_applications: 2,
      review_moderations: 1,
      documents: 5,
      refund_requests: 0,
      support_tickets: 3,
      total: 11,
    },
    recent_activities: [
      {
        id: 'salon_registration-1',
        type: 'salon_registration',
        priority: 'high',
        message: 'Yeni salon başvurusu: Nova Kuaför',
        description: 'İzmir, Karşıyaka',
        user: { id: null, name: 'Ahmet Yıldız' },
        time: new Date(Date.now() - 5 * 60_000).toISOString(),
        entity: { type: 'salon_application', id: 1 },
      },
      {
        id: 'user_registered-9',
        type: 'user_registered',
        priority: 'low',
        message: 'Yeni kullanıcı: Elif Şahin',
        description: 'Müşteri',
        user: { id: 9, name: 'Elif Şahin' },
        time: new Date(Date.now() - 60 * 60_000).toISOString(),
        entity: { type: 'user', id: 9 },
      },
    ],
    monthly_stats: { appointments_count: 300, revenue: 90320.5, new_users: 80, new_salons: 6 },
    quick_stats: {
      daily_revenue: 4200,
      pending_appointments: 17,
      active_campaigns: 4,
      system_health: 'healthy',
    },
    recent_notifications: [],
    notifications: { list: [], unread_count: 0 },
    unread_notifications_count: 0,
    appointment_stats: { completed: 600, pending: 150, cancelled: 62 },
    ...overrides,
  };
}

export function makeAdminSalon(overrides: Partial<AdminSalonDetail> = {}): AdminSalonDetail {
  return {
    id: 5,
    name: 'Işıltı Güzellik Merkezi',
    logo: null,
    city: 'İstanbul',
    city_id: 34,
    district: 'Kadıköy',
    salon_type: 'beauty',
    status: 'active',
    is_verified: false,
    is_featured: false,
    rating_average: 4.8,
    review_count: 52,
    total_appointments: 300,
    categories: [{ id: 2, name: 'Güzellik & Estetik' }],
    owner: { id: 21, name: 'Mehmet Kaya', email: 'salon@salonya.test', phone: null, is_active: true },
    created_at: '2026-09-01T10:00:00.000Z',
    description: 'Kadıköy’de cilt bakımı ve makyaj.',
    gender_focus: 'female',
    address: 'Moda Cad. 12',
    district_id: 440,
    latitude: 40.98,
    longitude: 29.03,
    phone: '+902161234567',
    email: 'info@isilti.test',
    instagram: null,
    cover_image: null,
    service_count: 12,
    staff_count: 4,
    appointment_stats: { completed: 250, pending: 30, cancelled: 20, revenue: 75000 },
    application_id: null,
    status_reason: null,
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeApplication(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    id: 1,
    applicant_name: 'Ahmet Yıldız',
    applicant_email: 'ahmet@nova.test',
    applicant_phone: '+905321112233',
    salon_name: 'Nova Kuaför',
    salon_type: 'hair',
    salon_type_label: 'Kuaför',
    city: 'İzmir',
    district: 'Karşıyaka',
    status: 'pending',
    document_count: 1,
    created_at: '2026-11-20T10:00:00.000Z',
    reviewed_at: null,
    gender_focus: 'unisex',
    city_id: 35,
    district_id: 500,
    address: 'Cemal Gürsel Cad. 4',
    tax_number: '1234567890',
    staff_count: 3,
    categories: [{ id: 1, name: 'Saç Hizmetleri' }],
    note: '',
    review_note: null,
    reviewed_by: null,
    salon_id: null,
    user_id: null,
    documents: [
      {
        id: 3,
        kind: 'vergi_levhasi',
        kind_label: 'Vergi levhası',
        original_name: 'vergi.pdf',
        mime_type: 'application/pdf',
        size_bytes: 20480,
        download_path: '/admin/salon-applications/1/documents/3',
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function makeAdminUser(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: 9,
    name: 'Elif Şahin',
    email: 'elif@ornek.test',
    phone: '+905551112233',
    user_type: 'customer',
    avatar_url: null,
    is_active: true,
    email_verified_at: '2026-11-01T10:00:00.000Z',
    last_login_at: '2026-11-22T10:00:00.000Z',
    created_at: '2026-11-01T10:00:00.000Z',
    roles: [{ name: 'customer' }],
    salons: [],
    appointment_count: 4,
    completed_appointment_count: 3,
    review_count: 1,
    active_sessions: 1,
    deactivated_at: null,
    deactivation_reason: null,
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeContactMessage(overrides: Partial<AdminContactMessage> = {}): AdminContactMessage {
  return {
    id: 4,
    name: 'Can Öztürk',
    email: 'can@ornek.test',
    phone: null,
    subject: 'randevu',
    subject_label: 'Randevu',
    message: 'Randevumu iptal etmek istiyorum ama uygulamada seçeneği bulamadım, yardımcı olur musunuz?',
    status: 'new',
    user_id: null,
    reply: null,
    replied_at: null,
    replied_by: null,
    read_at: null,
    done_at: null,
    created_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

/** The calls every admin page makes: sidebar badges (SPEC §7.6) and the notification dropdown. */
export function adminShellRoutes(
  counts: {
    withdrawals?: number;
    documents?: number;
    support?: number;
    refunds?: number;
    unread?: number;
  } = {},
): Record<string, Route> {
  return {
    [routeKey(getAdminSalonEarningsStats)]: contractMock(getAdminSalonEarningsStats, {
      success: true,
      data: {
        pending_withdrawals: counts.withdrawals ?? 0,
        pending_withdrawals_amount: 0,
        approved_withdrawals: 0,
        paid_total: 0,
      },
    }),
    [routeKey(getAdminDocumentsStats)]: documentStatsMock(counts.documents ?? 0),
    [routeKey(getAdminSupportStats)]: contractMock(getAdminSupportStats, {
      success: true,
      data: { waiting_admin: counts.support ?? 0, open: 0, closed: 0, total: 0 },
    }),
    [routeKey(getAdminRefundsStats)]: contractMock(getAdminRefundsStats, {
      success: true,
      data: { requested: counts.refunds ?? 0, processing: 0 },
    }),
    [routeKey(getAdminDashboardNotifications)]: contractMock(getAdminDashboardNotifications, {
      success: true,
      notifications: [],
      unread_count: counts.unread ?? 0,
      data: { notifications: [], unread_count: counts.unread ?? 0 },
    }),
  };
}

/** GET /admin/documents/stats with `pending` documents waiting (the sidebar badge). */
export function documentStatsMock(pending: number) {
  return contractMock(getAdminDocumentsStats, {
    success: true,
    data: {
      pending,
      pending_applications: 0,
      approved_applications: 0,
      rejected_applications: 0,
      total_documents: 0,
    },
  });
}

/** The dashboard section's calls (with the extra statistics failing, which the page ignores). */
export function dashboardRoutes(data: DashboardData = makeDashboard()): Record<string, Route> {
  const failed = { status: 500, body: { success: false, message: 'Hata' } };
  return {
    [routeKey(getAdminDashboard)]: contractMock(getAdminDashboard, {
      success: true,
      message: 'Dashboard verileri',
      data,
    }),
    [routeKey(getAdminWalletStats)]: failed,
    [routeKey(getAdminUsersStats)]: failed,
    [routeKey(getAdminPaymentsStatistics)]: failed,
  };
}
