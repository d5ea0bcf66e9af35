import {
  activityTypeLabels,
  type Activity,
  type DashboardData,
  type DashboardTimeRange,
} from '@salonya/contracts/admin';
import { applicationStatusLabels } from '@salonya/contracts/admin';
import { activityPriority, systemHealth } from '@salonya/domain/admin/activity';
import {
  istanbulDayStart,
  istanbulMonthStart,
  kurusToLira,
  monthsBetween,
  percentChange,
  periodFor,
} from '@salonya/domain/admin/dashboard-range';
import type { Db } from '../../db/client';
import { iso } from './admin-sql';
import * as repo from './dashboard.repository';
import { countNotifications, listNotifications } from './notifications.repository';

const TOP_SALONS = 5;
/** Up to this many of each activity type, so a burst of sign-ups does not hide the other three. */
const ACTIVITIES_PER_TYPE = 5;
const RECENT_NOTIFICATIONS = 5;
const NOTIFICATION_LIST = 10;

const userTypeLabels = {
  customer: 'Müşteri',
  salon_owner: 'Salon sahibi',
  staff: 'Personel',
  admin: 'Yönetici',
} as const;
const threadStatusLabels = {
  waiting_admin: 'Yanıt bekliyor',
  waiting_user: 'Kullanıcı yanıtı bekleniyor',
  closed: 'Kapatıldı',
} as const;

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The istanbul calendar day `YYYY-MM-DD` of an instant. */
function istanbulDay(at: Date): string {
  return new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

export async function recentActivities(db: Db): Promise<Activity[]> {
  const [applications, reviews, disputes, users] = await Promise.all([
    repo.recentApplications(db, ACTIVITIES_PER_TYPE),
    repo.recentReportedReviews(db, ACTIVITIES_PER_TYPE),
    repo.recentPaymentDisputes(db, ACTIVITIES_PER_TYPE),
    repo.recentUsers(db, ACTIVITIES_PER_TYPE),
  ]);
  const items: Activity[] = [
    ...applications.map((a): Activity => ({
      id: `salon_registration-${a.id}`,
      type: 'salon_registration',
      priority: activityPriority({ type: 'salon_registration', applicationStatus: a.status }),
      message: `Yeni salon başvurusu: ${a.salon_name}`,
      description: `${a.applicant_name} · ${a.district}, ${a.city} · ${applicationStatusLabels[a.status]}`,
      user: { id: a.user_id, name: a.applicant_name },
      time: iso(a.created_at),
      entity: { type: 'salon_application', id: a.id },
    })),
    ...reviews.map((r): Activity => ({
      id: `review_reported-${r.id}`,
      type: 'review_reported',
      priority: activityPriority({ type: 'review_reported', rating: r.rating }),
      message: `Yorum şikayet edildi: ${r.salon_name}`,
      description: `${r.rating} yıldız: “${shorten(r.comment, 80)}”`,
      user: { id: r.user_id, name: r.user_name },
      time: iso(r.at),
      entity: { type: 'review', id: r.id },
    })),
    ...disputes.map((d): Activity => ({
      id: `payment_dispute-${d.id}`,
      type: 'payment_dispute',
      priority: activityPriority({
        type: 'payment_dispute',
        threadStatus: d.status,
        threadPriority: d.priority,
      }),
      message: `${activityTypeLabels.payment_dispute}: ${d.subject}`,
      description: `${d.user_name}${d.salon_name ? ` · ${d.salon_name}` : ''} · ${threadStatusLabels[d.status]}`,
      user: { id: d.user_id, name: d.user_name },
      time: iso(d.created_at),
      entity: { type: 'support_thread', id: d.id },
    })),
    ...users.map((u): Activity => ({
      id: `user_registered-${u.id}`,
      type: 'user_registered',
      priority: activityPriority({ type: 'user_registered', userType: u.user_type }),
      message: `Yeni kullanıcı: ${u.name}`,
      description: `${userTypeLabels[u.user_type]} olarak kayıt oldu · ${u.email}`,
      user: { id: u.id, name: u.name },
      time: iso(u.created_at),
      entity: { type: 'user', id: u.id },
    })),
  ];
  return items.sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

export async function dashboardData(
  db: Db,
  adminId: number,
  range: DashboardTimeRange,
  nowMs: number,
): Promise<DashboardData> {
  const now = new Date(nowMs);
  const period = periodFor(range, now);
  const monthStart = istanbulMonthStart(now);
  const dayStart = istanbulDayStart(now);

  const [
    totals,
    current,
    previous,
    salonMonths,
    revenueMonths,
    top,
    pending,
    activities,
    month,
    newUsers,
    newSalons,
    today,
    pendingAppointments,
    campaigns,
    mail,
    notifications,
    unread,
  ] = await Promise.all([
    repo.salonAndUserTotals(db),
    repo.appointmentTotals(db, period.from, period.to),
    repo.appointmentTotals(db, period.previousFrom, period.from),
    repo.salonsCreatedByMonth(db, period.from, period.to),
    repo.revenueByMonth(db, period.from, period.to),
    repo.topSalons(db, period.from, period.to, TOP_SALONS),
    repo.pendingCounts(db),
    recentActivities(db),
    repo.appointmentTotals(db, monthStart, now),
    repo.countSince(db, 'users', monthStart, now),
    repo.countSince(db, 'salons', monthStart, now),
    repo.appointmentTotals(db, dayStart, now),
    repo.pendingAppointments(db),
    repo.activeCampaigns(db, istanbulDay(now)),
    repo.mailHealth(db, now),
    listNotifications(db, adminId, { limit: NOTIFICATION_LIST }),
    countNotifications(db, adminId, true),
  ]);

  const months = monthsBetween(period.from, period.to);
  const salonsBy = new Map(salonMonths.map((m) => [m.month, m.count]));
  const revenueBy = new Map(revenueMonths.map((m) => [m.month, m.amount_kurus]));

  return {
    time_range: range,
    period: { from: period.from.toISOString(), to: period.to.toISOString() },
    overview: {
      total_salons: totals.total_salons,
      total_users: totals.total_users,
      total_appointments: current.total,
      total_revenue: kurusToLira(current.revenue_kurus),
      active_salons: totals.active_salons,
      pending_salons: totals.pending_salons,
      verified_salons: totals.verified_salons,
      growth_rate: percentChange(current.revenue_kurus, previous.revenue_kurus),
    },
    growth: {
      salon_growth: months.map((m) => ({ ...m, count: salonsBy.get(m.month) ?? 0 })),
      revenue_growth: months.map((m) => ({ ...m, amount: kurusToLira(revenueBy.get(m.month) ?? 0) })),
    },
    top_salons: top.map((s) => ({
      id: s.id,
      name: s.name,
      district: s.district,
      city: s.city,
      rating_average: Number(s.rating_average),
      total_appointments: s.total_appointments,
      revenue: kurusToLira(s.revenue_kurus),
      logo: s.logo_url,
    })),
    pending_approvals: {
      ...pending,
      // Documents belong to the applications counted already.
      total:
        pending.salon_applications +
        pending.review_moderations +
        pending.refund_requests +
        pending.support_tickets,
    },
    recent_activities: activities,
    monthly_stats: {
      appointments_count: month.total,
      revenue: kurusToLira(month.revenue_kurus),
      new_users: newUsers,
      new_salons: newSalons,
    },
    quick_stats: {
      daily_revenue: kurusToLira(today.revenue_kurus),
      pending_appointments: pendingAppointments,
      active_campaigns: campaigns,
      system_health: systemHealth(mail),
    },
    recent_notifications: notifications.slice(0, RECENT_NOTIFICATIONS),
    notifications: { list: notifications, unread_count: unread },
    unread_notifications_count: unread,
    appointment_stats: {
      completed: current.completed,
      pending: current.pending,
      cancelled: current.cancelled,
    },
  };
}
