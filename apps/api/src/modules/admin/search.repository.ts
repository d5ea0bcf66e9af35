import { formatShortDateTime } from '@salonya/domain/format/date';
import { ADMIN_SEARCH_PER_TYPE, type AdminSearchResult } from '@salonya/contracts/admin';
import { userTypeSchema } from '@salonya/contracts/user';
import { z } from 'zod';
import { containsPattern } from '@salonya/domain/admin/pagination';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { int, queryRows, timestamp } from '../../db/rows';

const userTypeLabels = {
  customer: 'Müşteri',
  salon_owner: 'Salon sahibi',
  staff: 'Personel',
  admin: 'Yönetici',
} as const;
const appointmentStatusLabels: Record<string, string> = {
  pending: 'Onay bekliyor',
  confirmed: 'Onaylandı',
  completed: 'Tamamlandı',
  cancelled: 'İptal edildi',
  no_show: 'Gelmedi',
};

/** '27.11.2026 14:30' (a result row: the short date rule). */
function istanbulDateTime(at: Date | string): string {
  return formatShortDateTime(at);
}

/** Users, salons and appointments matching the text (appointments also by number, `#81` or `81`). */
export async function globalSearch(db: Db, q: string): Promise<AdminSearchResult[]> {
  const pattern = containsPattern(q);
  const digits = /^#?(\d{1,9})$/.exec(q)?.[1];
  const appointmentId = digits ? Number(digits) : null;
  const limit = ADMIN_SEARCH_PER_TYPE;

  const [users, salons, appointments] = await Promise.all([
    queryRows(
      db,
      'globalSearch.users',
      z.object({ id: int, name: z.string(), email: z.string(), user_type: userTypeSchema }),
      sql`select id, name, email, user_type from users
          where name ilike ${pattern} or email ilike ${pattern} or coalesce(phone, '') ilike ${pattern}
          order by (lower(name) like lower(${`${q}%`})) desc, name, id limit ${limit}`,
    ),
    queryRows(
      db,
      'globalSearch.salons',
      z.object({ id: int, name: z.string(), city: z.string(), district: z.string(), status: z.string() }),
      sql`select s.id, s.name, p.name as city, d.name as district, s.status
          from salons s
          join provinces p on p.id = s.province_id
          join districts d on d.id = s.district_id
          where s.name ilike ${pattern} or coalesce(s.email, '') ilike ${pattern}
             or coalesce(s.phone, '') ilike ${pattern}
          order by (lower(s.name) like lower(${`${q}%`})) desc, s.name, s.id limit ${limit}`,
    ),
    queryRows(
      db,
      'globalSearch.appointments',
      z.object({
        id: int,
        starts_at: timestamp,
        status: z.string(),
        salon_name: z.string(),
        customer_name: z.string().nullable(),
      }),
      sql`select a.id, a.starts_at, a.status, s.name as salon_name,
                 coalesce(u.name, a.guest_name) as customer_name
          from appointments a
          join salons s on s.id = a.salon_id
          left join users u on u.id = a.customer_user_id
          where a.deleted_at is null and (
            ${appointmentId !== null ? sql`a.id = ${appointmentId} or` : sql``}
            u.name ilike ${pattern} or coalesce(a.guest_name, '') ilike ${pattern} or s.name ilike ${pattern}
          )
          order by ${appointmentId !== null ? sql`(a.id = ${appointmentId}) desc,` : sql``} a.starts_at desc, a.id
          limit ${limit}`,
    ),
  ]);

  return [
    ...users.map((u) => ({
      type: 'user' as const,
      id: u.id,
      title: u.name,
      subtitle: `${userTypeLabels[u.user_type]} · ${u.email}`,
      hash: `users/${u.id}`,
    })),
    ...salons.map((s) => ({
      type: 'salon' as const,
      id: s.id,
      title: s.name,
      subtitle: `${s.district}, ${s.city}`,
      hash: `salons/${s.id}`,
    })),
    ...appointments.map((a) => ({
      type: 'appointment' as const,
      id: a.id,
      title: `Randevu #${a.id} · ${a.salon_name}`,
      subtitle: `${a.customer_name ?? 'Misafir'} · ${istanbulDateTime(a.starts_at)} · ${appointmentStatusLabels[a.status] ?? a.status}`,
      hash: `appointments/${a.id}`,
    })),
  ];
}
