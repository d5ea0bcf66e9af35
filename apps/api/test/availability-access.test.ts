import {
  availabilityOverviewSchema,
  bulkDeleteResultSchema,
  salonWorkingHoursSchema,
  staffWorkingHoursSchema,
} from '@salonya/contracts/availability';
import { addDays } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareAvailability, type AvailabilityFixture, type Who } from './availability-fixture';
import { rowsOf } from './booking-fixture';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let x: AvailabilityFixture;
beforeAll(async () => {
  t = await createTestApp();
  x = await prepareAvailability(t);
});
afterAll(async () => {
  await t.close();
});

const ALL = {
  can_add_blocking: true,
  can_add_break: true,
  can_edit_own: true,
  can_delete_own: true,
  canSelect: true,
  can_bulk_delete: true,
};
const NONE = {
  can_add_blocking: false,
  can_add_break: false,
  can_edit_own: false,
  can_delete_own: false,
  canSelect: false,
  can_bulk_delete: false,
};

interface Overview {
  availability: {
    unavailable_times: { item_id: string; staff_user_id: number; reason: string; has_conflicts: boolean }[];
    break_times: { item_id: string; staff_user_id: number }[];
  };
  staff_list: { salon_staff_id: number; user_id: number; today_status: string; email: string | null }[];
  context: {
    type: string;
    salon_id: number;
    salon_staff_id: number | null;
    start_date: string;
    end_date: string;
  };
  permissions: typeof ALL;
  statistics: { activeStaff: number; activeBlockings: number; totalBreaks: number; conflicts: number };
  seo?: { meta_title: string; canonical_url: string; custom_meta: Record<string, string> };
}
const overviewOf = (json: unknown) => (json as { data: Overview }).data;

async function addOwnerBlocking(over: Record<string, unknown>) {
  const res = await x.call('POST', '/unified-availability/blocking', x.tokens.owner, x.blockingBody(over));
  expect(res.status).toBe(201);
  return res.json.data;
}

describe('reading (SPEC §6, §7.5)', () => {
  let todayBlocking: string;
  let colleagueBlocking: string;
  let staffBreak: string;
  beforeAll(async () => {
    // Today (Monday) 15:00–16:00 for the demo staff, a colleague's blocking tomorrow, a break for the demo staff.
    todayBlocking = (await addOwnerBlocking({ date: x.f.monday, start_time: '15:00', end_time: '16:00' }))
      .item_id;
    colleagueBlocking = (await addOwnerBlocking({ staff_user_id: x.colleagueUser })).item_id;
    const brk = await x.call('POST', '/unified-availability/break-time', x.tokens.owner, {
      staff_user_id: x.staffUser,
      name: 'Öğle arası',
      start_time: '12:00',
      end_time: '13:00',
      days: ['monday', 'tuesday'],
    });
    staffBreak = brk.json.data.item_id;
  });

  it('owner: team view of their salon with all permissions, statistics and today status', async () => {
    const res = await x.call('GET', `/unified-availability/salon/${x.f.salonId}/overview`, x.tokens.owner);
    expect(res.status).toBe(200);
    const data = overviewOf(res.json);
    // The answer is exactly the shared contract the web codes against.
    expect(() => availabilityOverviewSchema.parse(data)).not.toThrow();
    expect(data.context).toMatchObject({ type: 'salon_team', salon_id: x.f.salonId, salon_staff_id: null });
    expect(data.permissions).toEqual(ALL);
    const ids = data.availability.unavailable_times.map((b) => b.item_id);
    expect(ids).toEqual(expect.arrayContaining([todayBlocking, colleagueBlocking]));
    expect(data.availability.break_times.map((b) => b.item_id)).toContain(staffBreak);
    expect(data.statistics.activeBlockings).toBe(2);
    expect(data.statistics.totalBreaks).toBe(1);
    expect(data.statistics.activeStaff).toBeGreaterThanOrEqual(2);
    const status = (userId: number) => data.staff_list.find((s) => s.user_id === userId)?.today_status;
    expect(status(x.staffUser)).toBe('Blokajlı');
    expect(status(x.colleagueUser)).toBe('Müsait');
    expect(data.seo).toBeUndefined();
  });

  it('date_range filters the blockings; with_seo adds the seo block', async () => {
    const res = await x.call(
      'GET',
      `/unified-availability/salon/${x.f.salonId}/overview?date_range=today&with_seo=true`,
      x.tokens.owner,
    );
    const data = overviewOf(res.json);
    expect(data.context).toMatchObject({ start_date: x.f.monday, end_date: x.f.monday });
    expect(data.availability.unavailable_times.map((b) => b.item_id)).toEqual([todayBlocking]);
    expect(data.seo?.canonical_url).toMatch(/\/salon\/musaitlik-yonetimi$/);
    expect(data.seo?.custom_meta.robots).toBe('noindex, nofollow');
    const custom = await x.call(
      'GET',
      `/unified-availability/salon/${x.f.salonId}/overview?date_range=custom&start_date=${x.f.tuesday}&end_date=${x.f.tuesday}`,
      x.tokens.owner,
    );
    expect(overviewOf(custom.json).availability.unavailable_times.map((b) => b.item_id)).toEqual([
      colleagueBlocking,
    ]);
    const bad = await x.call(
      'GET',
      `/unified-availability/salon/${x.f.salonId}/overview?date_range=custom&start_date=${x.f.tuesday}&end_date=${x.f.monday}`,
      x.tokens.owner,
    );
    expect(bad.status).toBe(422);
    const unknown = await x.call(
      'GET',
      `/unified-availability/salon/${x.f.salonId}/overview?date_range=year`,
      x.tokens.owner,
    );
    expect(unknown.status).toBe(422);
  });

  it('owner: one staff member of their salon; another salon → 403, unknown → 404', async () => {
    const res = await x.call('GET', `/unified-availability/staff/${x.f.staff[0]!.id}`, x.tokens.owner);
    expect(res.status).toBe(200);
    const data = overviewOf(res.json);
    expect(data.context).toMatchObject({ type: 'salon_staff', salon_staff_id: x.f.staff[0]!.id });
    expect(data.availability.unavailable_times.every((b) => b.staff_user_id === x.staffUser)).toBe(true);
    expect(data.staff_list.map((s) => s.user_id)).toEqual([x.staffUser]);

    const foreign = await x.call('GET', `/unified-availability/staff/${x.f.foreignStaffId}`, x.tokens.owner);
    expect(foreign.status).toBe(403);
    expect(foreign.json.message).toBe('Bu personelin bilgilerine erişim yetkiniz yok');
    const foreignSalon = await x.call(
      'GET',
      `/unified-availability/salon/${x.foreignSalonId}/overview`,
      x.tokens.owner,
    );
    expect(foreignSalon.status).toBe(403);
    expect(foreignSalon.json.message).toBe('Bu salona erişim yetkiniz yok');
    expect((await x.call('GET', '/unified-availability/staff/99999999', x.tokens.owner)).json.message).toBe(
      'Personel bulunamadı',
    );
    const noSalon = await x.call('GET', '/unified-availability/salon/99999999/overview', x.tokens.owner);
    expect(noSalon.status).toBe(404);
    expect(noSalon.json.message).toBe('Salon bulunamadı');
    expect((await x.call('GET', '/unified-availability/salon/abc/overview', x.tokens.owner)).status).toBe(
      404,
    );
  });

  it('staff: only their own items, with all four permissions', async () => {
    for (const url of [
      '/staff/availability',
      `/unified-availability/salon/${x.f.salonId}/overview`,
      `/unified-availability/staff/${x.f.staff[0]!.id}`,
    ]) {
      const res = await x.call('GET', url, x.tokens.staff);
      expect(res.status).toBe(200);
      const data = overviewOf(res.json);
      expect(data.context.type).toBe('staff_self');
      expect(data.permissions).toEqual(ALL);
      expect(data.availability.unavailable_times.map((b) => b.item_id)).toEqual([todayBlocking]);
      expect(data.availability.break_times.map((b) => b.item_id)).toEqual([staffBreak]);
      expect(data.staff_list.map((s) => s.user_id)).toEqual([x.staffUser]);
    }
    const colleague = await x.call('GET', `/unified-availability/staff/${x.f.staff[1]!.id}`, x.tokens.staff);
    expect(colleague.status).toBe(403);
    expect((await x.call('GET', '/staff/availability', x.tokens.owner)).status).toBe(403);
  });

  it('customer and admin: the read-only system view of salon 1 only', async () => {
    const [first] = await rowsOf<{ id: number }>(t, sql`select id from salons where id = 1`);
    expect(first).toBeDefined();
    for (const who of ['customer', 'admin'] as Who[]) {
      const res = await x.call('GET', '/unified-availability/salon/1/overview?with_seo=1', x.tokens[who]);
      expect(res.status).toBe(200);
      const data = overviewOf(res.json);
      expect(() => availabilityOverviewSchema.parse(data)).not.toThrow();
      expect(data.context.type).toBe('system');
      expect(data.permissions).toEqual(NONE);
      expect(data.staff_list.every((s) => s.email === null)).toBe(true);
      if (who === 'customer')
        expect(data.availability.unavailable_times.every((b) => b.reason === '')).toBe(true);
      const other = x.f.salonId === 1 ? x.foreignSalonId : x.f.salonId;
      expect(
        (await x.call('GET', `/unified-availability/salon/${other}/overview`, x.tokens[who])).status,
      ).toBe(403);
    }
    expect((await x.call('GET', '/unified-availability/salon/1/overview')).status).toBe(401);
  });
});

describe('writing: who may touch what (SPEC §6, §8)', () => {
  it('general paths are the owner’s, my- paths the staff’s; other user types get 403', async () => {
    const cases: [Who, string, number][] = [
      ['staff', '/unified-availability/blocking', 403],
      ['customer', '/unified-availability/blocking', 403],
      ['admin', '/unified-availability/blocking', 403],
      ['owner', '/unified-availability/my-blocking', 403],
      ['customer', '/unified-availability/my-break', 403],
      ['admin', '/unified-availability/break-time', 403],
    ];
    for (const [who, url, status] of cases) {
      const res = await x.call('POST', url, x.tokens[who], x.blockingBody({ date: x.f.sunday }));
      expect(res.status, `${who} ${url}`).toBe(status);
      expect(res.json.message).toBe('Bu işlem için yetkiniz yok');
    }
    expect((await x.call('POST', '/unified-availability/blocking', undefined, x.blockingBody())).status).toBe(
      401,
    );
  });

  it('an owner cannot add for, edit or delete another salon’s staff; staff cannot touch a colleague’s item', async () => {
    const foreignAdd = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({ staff_user_id: x.foreignStaffUser }),
    );
    expect(foreignAdd.status).toBe(403);
    expect(foreignAdd.json.message).toBe('Bu personel için işlem yetkiniz yok');
    const noUser = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({ staff_user_id: 99999999 }),
    );
    expect(noUser.status).toBe(404);

    const edit = await x.call(
      'PUT',
      `/unified-availability/blocking/${x.foreignBlockingId}`,
      x.tokens.owner,
      {
        reason: 'x',
      },
    );
    expect(edit.status).toBe(403);
    expect(edit.json.message).toBe('Bu öğeyi düzenleme yetkiniz yok');
    const del = await x.call(
      'DELETE',
      `/unified-availability/blocking/${x.foreignBlockingId}`,
      x.tokens.owner,
    );
    expect(del.status).toBe(403);
    expect(del.json.message).toBe('Bu öğeyi silme yetkiniz yok');
    const missing = await x.call('DELETE', '/unified-availability/blocking/99999999', x.tokens.owner);
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Silinecek öğe bulunamadı');
    expect((await x.call('DELETE', '/unified-availability/break-time/abc', x.tokens.owner)).status).toBe(404);
    const missingEdit = await x.call('PUT', '/unified-availability/break-time/99999999', x.tokens.owner, {
      name: 'x',
    });
    expect(missingEdit.status).toBe(404);

    // The demo staff member's own blocking: the colleague (staff) and another owner may not touch it.
    const own = await x.call(
      'POST',
      '/unified-availability/my-blocking',
      x.tokens.staff,
      x.blockingBody({ date: x.f.sunday, staff_user_id: x.colleagueUser }),
    );
    expect(own.status).toBe(201);
    // staff_user_id is ignored on my- paths: the blocking is the caller's own.
    expect(own.json.data.staff_user_id).toBe(x.staffUser);
    const id = own.json.data.id;
    const byColleague = await x.call('DELETE', `/unified-availability/my-blocking/${id}`, x.tokens.colleague);
    expect(byColleague.status).toBe(403);
    expect(byColleague.json.message).toBe('Bu öğeyi silme yetkiniz yok');
    expect(
      (await x.call('PUT', `/unified-availability/my-blocking/${id}`, x.tokens.colleague, { reason: 'x' }))
        .status,
    ).toBe(403);
    expect((await x.call('DELETE', `/unified-availability/blocking/${id}`, x.tokens.otherOwner)).status).toBe(
      403,
    );
    // Their own salon's owner may.
    expect((await x.call('DELETE', `/unified-availability/blocking/${id}`, x.tokens.owner)).status).toBe(200);
  });
});

describe('bulk delete (SPEC §5, §8)', () => {
  it('owner: partial success with one error per item that could not be deleted', async () => {
    const a = await addOwnerBlocking({ date: addDays(x.f.monday, 9) });
    const b = await x.call('POST', '/unified-availability/break-time', x.tokens.owner, {
      staff_user_id: x.colleagueUser,
      name: 'Kahve',
      start_time: '16:00',
      end_time: '16:15',
      days: ['friday'],
    });
    const res = await x.call('DELETE', '/unified-availability/bulk-delete', x.tokens.owner, {
      item_ids: [a.item_id, b.json.data.item_id, 'blocking-99999999', `blocking-${x.foreignBlockingId}`],
    });
    expect(res.status).toBe(200);
    expect(() => bulkDeleteResultSchema.parse(res.json.data)).not.toThrow();
    expect(res.json.data).toEqual({
      deleted_count: 2,
      total_requested: 4,
      errors: [
        { item_id: 'blocking-99999999', message: 'Silinecek öğe bulunamadı' },
        { item_id: `blocking-${x.foreignBlockingId}`, message: 'Bu öğeyi silme yetkiniz yok' },
      ],
    });
    expect(res.json.message).toBe('2/4 öğe silindi: Silinecek öğe bulunamadı Bu öğeyi silme yetkiniz yok');
    const gone = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from staff_blockings where id = ${a.id}`,
    );
    expect(Number(gone[0]!.n)).toBe(0);
    const kept = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from staff_blockings where id = ${x.foreignBlockingId}`,
    );
    expect(Number(kept[0]!.n)).toBe(1);
  });

  it('staff: own items only; nothing deleted says so', async () => {
    const mine = await x.call(
      'POST',
      '/unified-availability/my-blocking',
      x.tokens.staff,
      x.blockingBody({ date: addDays(x.f.monday, 10) }),
    );
    const none = await x.call('DELETE', '/unified-availability/my-bulk-delete', x.tokens.colleague, {
      item_ids: [mine.json.data.item_id],
    });
    expect(none.status).toBe(200);
    expect(none.json.data).toMatchObject({ deleted_count: 0, total_requested: 1 });
    expect(none.json.message).toBe('Hiçbir öğe silinemedi');
    const ok = await x.call('DELETE', '/unified-availability/my-bulk-delete', x.tokens.staff, {
      item_ids: [mine.json.data.item_id],
    });
    expect(ok.json.data).toEqual({ deleted_count: 1, total_requested: 1, errors: [] });
  });

  it('other user types: 403 Bu işlem için yetkiniz yok; empty or malformed: 422', async () => {
    for (const who of ['customer', 'admin', 'staff'] as Who[]) {
      const res = await x.call('DELETE', '/unified-availability/bulk-delete', x.tokens[who], {
        item_ids: ['blocking-1'],
      });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe('Bu işlem için yetkiniz yok');
    }
    expect(
      (
        await x.call('DELETE', '/unified-availability/my-bulk-delete', x.tokens.owner, {
          item_ids: ['break-1'],
        })
      ).status,
    ).toBe(403);
    const empty = await x.call('DELETE', '/unified-availability/bulk-delete', x.tokens.owner, {
      item_ids: [],
    });
    expect(empty.status).toBe(422);
    expect(empty.json.errors?.item_ids).toEqual(['Silmek için öğe seçiniz']);
    const malformed = await x.call('DELETE', '/unified-availability/bulk-delete', x.tokens.owner, {
      item_ids: ['drop table'],
    });
    expect(malformed.status).toBe(422);
    expect(malformed.json.errors?.['item_ids.0']).toEqual(['Geçersiz veri gönderildi']);
  });
});

describe('working hours (/salon/personel-calisma-saatleri)', () => {
  it('owner reads the week of each staff member of their salon', async () => {
    const res = await x.call('GET', `/salon-owner/salons/${x.f.salonId}/working-hours`, x.tokens.owner);
    expect(res.status).toBe(200);
    expect(() => salonWorkingHoursSchema.parse(res.json.data)).not.toThrow();
    const data = res.json.data as unknown as {
      staff: { salon_staff_id: number; has_custom_hours: boolean; ranges: { weekday: number }[] }[];
      opening_hours: { weekday: number }[];
    };
    const demo = data.staff.find((s) => s.salon_staff_id === x.f.staff[0]!.id);
    expect(demo?.has_custom_hours).toBe(true);
    expect(demo?.ranges).toHaveLength(6);
    expect(data.opening_hours).toHaveLength(7);
    expect(
      (await x.call('GET', `/salon-owner/salons/${x.foreignSalonId}/working-hours`, x.tokens.owner)).status,
    ).toBe(403);
    expect(
      (await x.call('GET', `/salon-owner/salons/${x.f.salonId}/working-hours`, x.tokens.staff)).status,
    ).toBe(403);
  });

  it('a changed range changes GET /booking/slots; invalid weeks get Turkish messages per range', async () => {
    const tuesday = x.f.tuesday;
    const staffId = x.f.staff[1]!.id;
    expect(await x.slotTimes(tuesday, staffId)).toContain('15:00');
    const res = await x.call('PUT', `/salon-owner/staff/${staffId}/working-hours`, x.tokens.owner, {
      ranges: [
        { weekday: 2, start_time: '09:00', end_time: '12:00' },
        { weekday: 2, start_time: '13:00', end_time: '14:00' },
        { weekday: 1, start_time: '09:00', end_time: '18:00' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Çalışma saatleri kaydedildi');
    expect(() => staffWorkingHoursSchema.parse(res.json.data)).not.toThrow();
    expect((res.json.data as unknown as { ranges: unknown[] }).ranges).toEqual([
      { weekday: 1, start_time: '09:00', end_time: '18:00' },
      { weekday: 2, start_time: '09:00', end_time: '12:00' },
      { weekday: 2, start_time: '13:00', end_time: '14:00' },
    ]);
    const slots = await x.slotTimes(tuesday, staffId);
    expect(slots).not.toContain('15:00');
    expect(slots).toContain('09:00');
    expect(slots.every((s) => s < '14:00')).toBe(true);

    const bad = await x.call('PUT', `/salon-owner/staff/${staffId}/working-hours`, x.tokens.owner, {
      ranges: [
        { weekday: 3, start_time: '09:00', end_time: '13:00' },
        { weekday: 3, start_time: '12:00', end_time: '18:00' },
        { weekday: 4, start_time: '18:00', end_time: '09:00' },
        { weekday: 5, start_time: '09:10', end_time: '18:00' },
        { weekday: 9, start_time: '09:00', end_time: '18:00' },
      ],
    });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({
      'ranges.1.start_time': ['Aynı gündeki çalışma aralıkları çakışamaz'],
      'ranges.2.end_time': ['Başlangıç saati bitiş saatinden önce olmalıdır'],
      'ranges.3.start_time': ['Saatler 15 dakikalık aralıklarla seçilmelidir'],
      'ranges.4.weekday': ['Geçersiz gün'],
    });
    const foreign = await x.call(
      'PUT',
      `/salon-owner/staff/${x.f.foreignStaffId}/working-hours`,
      x.tokens.owner,
      {
        ranges: [],
      },
    );
    expect(foreign.status).toBe(403);
    expect(
      (await x.call('PUT', '/salon-owner/staff/99999999/working-hours', x.tokens.owner, { ranges: [] }))
        .status,
    ).toBe(404);
  });
});
