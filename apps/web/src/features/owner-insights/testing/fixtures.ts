import {
  ownerDashboardSchema,
  ownerReportsSchema,
  staffPerformanceSchema,
  type OwnerDashboard,
  type OwnerReports,
  type StaffPerformance,
} from '@salonya/contracts/owner-reports';
import {
  setupChecklist,
  dashboardAlerts,
  type SalonSetupFacts,
} from '@salonya/domain/reports/setup-checklist';
import { ownerSalonsAnswer } from '@/test/owner-salons';

/** Fixtures of the owner's dashboard, staff performance and reports, checked against the API's own schemas. */

export const SALONS = [
  { id: 3, name: 'Işıltı Kuaför', status: 'active' },
  { id: 9, name: 'Işıltı Nişantaşı', status: 'active' },
] as const;

export const salonsRoute = ownerSalonsAnswer(SALONS);

const READY: SalonSetupFacts = {
  salonStatus: 'active',
  activeServices: 4,
  activeStaff: 2,
  staffWithoutServices: 0,
  openDays: 6,
  staffWithOwnHours: 1,
  hasDescription: true,
  hasPhone: true,
  hasPhotos: true,
  pendingConfirmations: 1,
};

export function makeOwnerDashboard(overrides: Partial<OwnerDashboard> = {}, facts = READY): OwnerDashboard {
  return ownerDashboardSchema.parse({
    salon: { id: 3, name: 'Işıltı Kuaför', status: 'active' },
    generated_at: '2027-03-03T12:00:00+03:00',
    today: {
      from: '2027-03-03',
      to: '2027-03-03',
      appointments: { total: 2, pending: 0, confirmed: 1, completed: 1, cancelled: 0, no_show: 0 },
      revenue_kurus: 120000,
      occupancy: { booked_minutes: 90, available_minutes: 780, percent: 11.5 },
    },
    week: {
      from: '2027-03-01',
      to: '2027-03-07',
      appointments: { total: 7, pending: 1, confirmed: 1, completed: 3, cancelled: 1, no_show: 1 },
      revenue_kurus: 280000,
      occupancy: { booked_minutes: 270, available_minutes: 4440, percent: 6.1 },
    },
    next_appointments: [
      {
        id: 6,
        starts_at: '2027-03-03T14:00:00+03:00',
        ends_at: '2027-03-03T14:30:00+03:00',
        status: 'confirmed',
        customer_name: 'Elif Şahin',
        services: ['Saç Kesimi'],
        staff_name: 'Ayşe Yılmaz',
        total_price_kurus: 40000,
      },
      {
        id: 7,
        starts_at: '2027-03-04T10:00:00+03:00',
        ends_at: '2027-03-04T11:00:00+03:00',
        status: 'pending',
        customer_name: 'Can Yıldız',
        services: ['Boya', 'Fön'],
        staff_name: 'Mehmet Kaya',
        total_price_kurus: 150000,
      },
    ],
    pending_confirmations: [
      {
        id: 7,
        starts_at: '2027-03-04T10:00:00+03:00',
        ends_at: '2027-03-04T11:00:00+03:00',
        status: 'pending',
        customer_name: 'Can Yıldız',
        services: ['Boya', 'Fön'],
        staff_name: 'Mehmet Kaya',
        total_price_kurus: 150000,
      },
    ],
    pending_confirmations_total: 1,
    checklist: setupChecklist(facts),
    alerts: dashboardAlerts(facts),
    ...overrides,
  });
}

/** A salon approved five minutes ago: nothing set up, nothing booked. */
export function makeNewSalonDashboard(): OwnerDashboard {
  const facts: SalonSetupFacts = {
    ...READY,
    salonStatus: 'pending',
    activeServices: 0,
    activeStaff: 0,
    openDays: 0,
    staffWithOwnHours: 0,
    hasDescription: false,
    hasPhotos: false,
    pendingConfirmations: 0,
  };
  const empty = { total: 0, pending: 0, confirmed: 0, completed: 0, cancelled: 0, no_show: 0 };
  const nothing = { booked_minutes: 0, available_minutes: 0, percent: null };
  return makeOwnerDashboard(
    {
      today: {
        from: '2027-03-03',
        to: '2027-03-03',
        appointments: empty,
        revenue_kurus: 0,
        occupancy: nothing,
      },
      week: {
        from: '2027-03-01',
        to: '2027-03-07',
        appointments: empty,
        revenue_kurus: 0,
        occupancy: nothing,
      },
      next_appointments: [],
      pending_confirmations: [],
      pending_confirmations_total: 0,
    },
    facts,
  );
}

export function makeStaffPerformance(overrides: Partial<StaffPerformance> = {}): StaffPerformance {
  return staffPerformanceSchema.parse({
    range: { period: 'this_month', from: '2027-03-01', to: '2027-03-31' },
    staff: [
      {
        salon_staff_id: 11,
        name: 'Ayşe Yılmaz',
        title: 'Kuaför',
        is_active: true,
        appointments: 4,
        completed: 2,
        no_shows: 1,
        cancellations: 0,
        revenue_kurus: 160000,
        rating_average: 4.5,
        review_count: 2,
        occupancy: { booked_minutes: 150, available_minutes: 3240, percent: 4.6 },
      },
      {
        salon_staff_id: 12,
        name: 'Mehmet Kaya',
        title: 'Renk Uzmanı',
        is_active: true,
        appointments: 3,
        completed: 1,
        no_shows: 0,
        cancellations: 1,
        revenue_kurus: 120000,
        rating_average: null,
        review_count: 0,
        occupancy: { booked_minutes: 120, available_minutes: 1200, percent: 10 },
      },
      {
        salon_staff_id: 13,
        name: 'Zeynep Demir',
        title: '',
        is_active: false,
        appointments: 1,
        completed: 1,
        no_shows: 0,
        cancellations: 0,
        revenue_kurus: 250050,
        rating_average: 5,
        review_count: 1,
        occupancy: { booked_minutes: 60, available_minutes: 0, percent: null },
      },
    ],
    ...overrides,
  });
}

const bucket = (key: string, label: string, to: string) => ({ key, from: key, to, label });

export function makeOwnerReports(overrides: Partial<OwnerReports> = {}): OwnerReports {
  return ownerReportsSchema.parse({
    range: { period: 'this_month', from: '2027-03-01', to: '2027-03-14', group_by: 'week' },
    totals: {
      revenue_kurus: 280050,
      appointments: 7,
      completed: 3,
      cancelled: 1,
      no_show: 1,
      new_customers: 2,
      returning_customers: 1,
    },
    series: [
      {
        ...bucket('2027-03-01', '1–7 Mar', '2027-03-07'),
        revenue_kurus: 280050,
        appointments: 7,
        completed: 3,
        cancelled: 1,
        no_show: 1,
        new_customers: 2,
        returning_customers: 1,
      },
      {
        ...bucket('2027-03-08', '8–14 Mar', '2027-03-14'),
        revenue_kurus: 0,
        appointments: 0,
        completed: 0,
        cancelled: 0,
        no_show: 0,
        new_customers: 0,
        returning_customers: 0,
      },
    ],
    services: [
      { service_id: 1, name: 'Boya', count: 3, revenue_kurus: 240000 },
      { service_id: 2, name: 'Saç Kesimi; Fön', count: 3, revenue_kurus: 40050 },
    ],
    ...overrides,
  });
}

export const envelope = <T>(data: T) => ({ body: { success: true, data } });
