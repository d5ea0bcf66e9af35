import { blockingResultSchema, breakSchema } from '@salonya/contracts/availability';
import { addDays } from '@salonya/domain/booking/time';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareAvailability, type AvailabilityFixture } from './availability-fixture';
import { newKey, rowsOf } from './booking-fixture';
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

describe('add blocking: past time (SPEC §5, §8)', () => {
  it('refuses a start at or before now today with PAST_TIME_BLOCKING_FORBIDDEN and both times', async () => {
    x.f.setClock(x.f.monday, '10:07');
    const res = await x.call(
      'POST',
      '/unified-availability/my-blocking',
      x.tokens.staff,
      x.blockingBody({ date: x.f.monday, start_time: '10:00', end_time: '11:00' }),
    );
    expect(res.status).toBe(422);
    expect(res.json).toMatchObject({
      success: false,
      error_code: 'PAST_TIME_BLOCKING_FORBIDDEN',
      message: 'Geçmiş saatlere blokaj eklenemez. Lütfen gelecek bir saat seçin.',
      current_time: '10:07',
      selected_time: '10:00',
      selected_date: x.f.monday,
    });
    // The next quarter hour is accepted.
    const ok = await x.call(
      'POST',
      '/unified-availability/my-blocking',
      x.tokens.staff,
      x.blockingBody({ date: x.f.monday, start_time: '10:15', end_time: '10:45' }),
    );
    expect(ok.status).toBe(201);
    await x.call('DELETE', `/unified-availability/my-blocking/${ok.json.data.id}`, x.tokens.staff);
    x.f.setClock(x.f.monday, '09:00');
  });

  it('refuses a past date the same way', async () => {
    const res = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({ date: addDays(x.f.monday, -1), is_full_day: true, start_time: null, end_time: null }),
    );
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe('PAST_TIME_BLOCKING_FORBIDDEN');
    expect(res.json.selected_date).toBe(addDays(x.f.monday, -1));
  });
});

describe('a blocking removes booking slots at once (SPEC §4)', () => {
  it('staff blocks 10:00–11:00: the slots meeting it disappear, and come back after delete', async () => {
    const before = await x.slotTimes(x.f.tuesday, x.f.staff[0]!.id);
    expect(before).toContain('10:00');
    expect(before).toContain('10:30');
    const res = await x.call('POST', '/unified-availability/my-blocking', x.tokens.staff, x.blockingBody());
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Blokaj başarıyla eklendi!');
    expect(res.json.data).toMatchObject({
      kind: 'blocking',
      staff_user_id: x.staffUser,
      salon_staff_id: x.f.staff[0]!.id,
      date: x.f.tuesday,
      start_time: '10:00',
      end_time: '11:00',
      type: 'personal',
      status: 'active',
      is_recurring: false,
      recurring_pattern: 'weekly',
      created_by: x.staffUser,
    });
    const after = await x.slotTimes(x.f.tuesday, x.f.staff[0]!.id);
    const startMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    expect(
      after.filter((s) => startMinute(s) < 11 * 60 && startMinute(s) + x.f.serviceMinutes > 10 * 60),
    ).toEqual([]);
    expect(after).toContain('11:00');
    // The colleague is not affected.
    expect(await x.slotTimes(x.f.tuesday, x.f.staff[1]!.id)).toContain('10:00');

    const del = await x.call(
      'DELETE',
      `/unified-availability/my-blocking/${res.json.data.id}`,
      x.tokens.staff,
    );
    expect(del.status).toBe(200);
    expect(await x.slotTimes(x.f.tuesday, x.f.staff[0]!.id)).toContain('10:00');
  });

  it('a full-day blocking sent with null times empties the day; unknown types fall back to unavailable', async () => {
    const res = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({
        date: x.f.sunday,
        is_full_day: true,
        start_time: null,
        end_time: null,
        type: 'holiday',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      is_full_day: true,
      start_time: null,
      end_time: null,
      type: 'unavailable',
    });
    await x.call('DELETE', `/unified-availability/blocking/${res.json.data.id}`, x.tokens.owner);
  });

  it('a weekly recurring blocking removes the slots of every week until its end date', async () => {
    const res = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({
        date: x.f.monday,
        start_time: '16:00',
        end_time: '18:00',
        recurring: true,
        recurring_pattern: 'weekly',
        end_date: addDays(x.f.monday, 7),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({
      recurring: true,
      is_recurring: true,
      end_date: addDays(x.f.monday, 7),
    });
    expect(await x.slotTimes(addDays(x.f.monday, 7), x.f.staff[0]!.id)).not.toContain('16:00');
    expect(await x.slotTimes(addDays(x.f.monday, 14), x.f.staff[0]!.id)).toContain('16:00');
    await x.call('DELETE', `/unified-availability/blocking/${res.json.data.id}`, x.tokens.owner);
  });
});

describe('conflicts (SPEC §8)', () => {
  it('appointment_overlap: a blocking over an existing appointment is refused with its times', async () => {
    const booked = await t.request({
      method: 'POST',
      url: '/api/v1/appointments',
      token: x.tokens.customer,
      headers: { 'idempotency-key': newKey() },
      body: {
        salon_id: x.f.salonId,
        salon_staff_id: x.f.staff[0]!.id,
        service_ids: [x.f.serviceId],
        date: x.f.tuesday,
        time: '14:00',
      },
    });
    expect(booked.statusCode).toBe(201);
    const endMinute = 14 * 60 + x.f.serviceMinutes;
    const end = `${String(Math.floor(endMinute / 60)).padStart(2, '0')}:${String(endMinute % 60).padStart(2, '0')}`;
    const res = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({ start_time: '13:30', end_time: '15:00' }),
    );
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({
      conflict_type: 'appointment_overlap',
      message: `Bu saatte randevu var (14:00-${end}). Lütfen farklı bir saat seçin.`,
      conflicting_appointment: { date: x.f.tuesday, start_time: '14:00', end_time: end },
    });
    // A daily recurring blocking from Monday meets Tuesday's appointment too; ending on Monday it does not.
    const recurring = x.blockingBody({
      date: x.f.monday,
      start_time: '14:00',
      end_time: '15:00',
      recurring: true,
    });
    const daily = await x.call('POST', '/unified-availability/my-blocking', x.tokens.staff, {
      ...recurring,
      recurring_pattern: 'daily',
    });
    expect(daily.status).toBe(409);
    expect(daily.json.conflict_type).toBe('appointment_overlap');
    const mondayOnly = await x.call('POST', '/unified-availability/my-blocking', x.tokens.staff, {
      ...recurring,
      recurring_pattern: 'daily',
      end_date: x.f.monday,
    });
    expect(mondayOnly.status).toBe(201);
    await x.call('DELETE', `/unified-availability/my-blocking/${mondayOnly.json.data.id}`, x.tokens.staff);
  });

  it('a blocking written outside the API over that appointment is reported as a conflict', async () => {
    const [row] = await rowsOf<{ id: number }>(
      t,
      sql`insert into staff_blockings (salon_id, salon_staff_id, staff_user_id, date, start_time, end_time, reason)
        values (${x.f.salonId}, ${x.f.staff[0]!.id}, ${x.staffUser}, ${x.f.tuesday}, '14:00', '15:00', 'Eski kayıt')
        returning id`,
    );
    const res = await x.call('GET', `/unified-availability/staff/${x.f.staff[0]!.id}`, x.tokens.owner);
    const data = res.json.data as unknown as {
      availability: { unavailable_times: { id: number; has_conflicts: boolean }[] };
      statistics: { conflicts: number };
    };
    expect(data.availability.unavailable_times.find((b) => b.id === Number(row!.id))?.has_conflicts).toBe(
      true,
    );
    expect(data.statistics.conflicts).toBe(1);
    await x.call('DELETE', `/unified-availability/blocking/${row!.id}`, x.tokens.owner);
  });

  it('moving a blocking by PUT is checked like a new one (appointment, past time)', async () => {
    const made = await x.call(
      'POST',
      '/unified-availability/my-blocking',
      x.tokens.staff,
      x.blockingBody({ date: x.f.sunday, start_time: '09:00', end_time: '10:00' }),
    );
    expect(made.status).toBe(201);
    const url = `/unified-availability/my-blocking/${made.json.data.id}`;
    const onAppointment = await x.call('PUT', url, x.tokens.staff, {
      date: x.f.tuesday,
      start_time: '14:00',
      end_time: '15:00',
      reason: 'Taşındı',
    });
    expect(onAppointment.status).toBe(409);
    expect(onAppointment.json.conflict_type).toBe('appointment_overlap');
    const past = await x.call('PUT', url, x.tokens.staff, {
      date: x.f.monday,
      start_time: '08:00',
      end_time: '08:30',
      reason: 'Taşındı',
    });
    expect(past.status).toBe(422);
    expect(past.json.error_code).toBe('PAST_TIME_BLOCKING_FORBIDDEN');
    await x.call('DELETE', url, x.tokens.staff);
  });

  it('two identical blockings sent at once: one is saved, the other is a blocking_overlap', async () => {
    const body = x.blockingBody({ date: x.f.sunday, start_time: '09:00', end_time: '10:00' });
    const results = await Promise.all([
      x.call('POST', '/unified-availability/blocking', x.tokens.owner, body),
      x.call('POST', '/unified-availability/blocking', x.tokens.owner, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const saved = results.find((r) => r.status === 201)!;
    await x.call('DELETE', `/unified-availability/blocking/${saved.json.data.id}`, x.tokens.owner);
  });

  it('blocking_overlap: a second blocking over the first is refused; cancelling the first frees it', async () => {
    const wednesday = addDays(x.f.monday, 2);
    const first = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({ date: wednesday, start_time: '10:00', end_time: '12:00' }),
    );
    expect(first.status).toBe(201);
    const second = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({ date: wednesday, start_time: '11:00', end_time: '13:00' }),
    );
    expect(second.status).toBe(409);
    expect(second.json).toMatchObject({
      conflict_type: 'blocking_overlap',
      message: 'Bu saatte zaten blokaj mevcut. Lütfen farklı bir saat seçin.',
    });
    const cancelled = await x.call(
      'PUT',
      `/unified-availability/blocking/${first.json.data.id}`,
      x.tokens.owner,
      {
        status: 'cancelled',
      },
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data.status).toBe('cancelled');
    const again = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({ date: wednesday, start_time: '11:00', end_time: '13:00' }),
    );
    expect(again.status).toBe(201);
    for (const id of [first.json.data.id, again.json.data.id])
      await x.call('DELETE', `/unified-availability/blocking/${id}`, x.tokens.owner);
  });

  it('break_overlap_info: a blocking over a break says the break is overridden that day', async () => {
    const brk = await x.call('POST', '/unified-availability/break-time', x.tokens.owner, {
      staff_user_id: x.staffUser,
      name: 'Öğle arası',
      start_time: '12:00',
      end_time: '13:00',
      days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    });
    expect(brk.status).toBe(201);
    expect(brk.json.message).toBe('Mola başarıyla eklendi!');
    const thursday = addDays(x.f.monday, 3);
    const res = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({ date: thursday, start_time: '11:00', end_time: '14:00' }),
    );
    expect(res.status).toBe(201);
    expect(res.json.message).toBe(
      'Blokaj başarıyla eklendi! O günkü mevcut mola bu blokaj ile geçersiz kılındı.',
    );
    expect(() => blockingResultSchema.parse(res.json.data)).not.toThrow();
    expect(() => breakSchema.parse(brk.json.data)).not.toThrow();
    expect(res.json.data.break_overlap_info).toMatchObject({
      overridden: true,
      breaks: [{ id: brk.json.data.id, name: 'Öğle arası', date: thursday }],
    });
    const plain = await x.call(
      'POST',
      '/unified-availability/blocking',
      x.tokens.owner,
      x.blockingBody({ date: thursday, start_time: '15:00', end_time: '16:00' }),
    );
    expect(plain.json.data.break_overlap_info).toBeUndefined();
    for (const id of [res.json.data.id, plain.json.data.id])
      await x.call('DELETE', `/unified-availability/blocking/${id}`, x.tokens.owner);
    await x.call('DELETE', `/unified-availability/break-time/${brk.json.data.id}`, x.tokens.owner);
  });
});

describe('422 per field with the SPEC §5 messages', () => {
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'reason and end missing',
      { reason: '', end_time: null },
      { reason: ['Açıklama gerekli'], end_time: ['Başlangıç ve bitiş saati gerekli'] },
    ],
    [
      'off the 15-minute grid',
      { start_time: '10:10' },
      { start_time: ['Saatler 15 dakikalık aralıklarla seçilmelidir'] },
    ],
    [
      'end before start',
      { start_time: '12:00', end_time: '11:00' },
      { end_time: ['Bitiş saati başlangıç saatinden sonra olmalıdır'] },
    ],
    ['reason over 200', { reason: 'x'.repeat(201) }, { reason: ['Açıklama en fazla 200 karakter olabilir'] }],
    ['no staff chosen', { staff_user_id: null }, { staff_user_id: ['Lütfen personel seçin'] }],
    [
      'no staff and no reason',
      { staff_user_id: undefined, reason: '' },
      { staff_user_id: ['Lütfen personel seçin'], reason: ['Açıklama gerekli'] },
    ],
  ])('add blocking: %s', async (_name, over, errors) => {
    const res = await x.call('POST', '/unified-availability/blocking', x.tokens.owner, x.blockingBody(over));
    expect(res.status).toBe(422);
    expect(res.json.error_code).toBe('VALIDATION_ERROR');
    expect(res.json.errors).toEqual(errors);
  });

  it('add break: name, times and at least one day', async () => {
    const res = await x.call('POST', '/unified-availability/my-break', x.tokens.staff, {
      name: ' ',
      start_time: '',
      end_time: '13:00',
      days: [],
    });
    expect(res.status).toBe(422);
    expect(res.json.errors).toEqual({
      name: ['Mola adı gerekli'],
      start_time: ['Mola için başlangıç ve bitiş saati gerekli'],
      days: ['Lütfen en az bir gün seçin'],
    });
  });

  it('edit break and edit blocking', async () => {
    const brk = await x.call('POST', '/unified-availability/my-break', x.tokens.staff, {
      name: 'Çay molası',
      start_time: '15:00',
      end_time: '15:15',
      days: ['monday'],
    });
    expect(brk.status).toBe(201);
    const badBreak = await x.call(
      'PUT',
      `/unified-availability/my-break/${brk.json.data.id}`,
      x.tokens.staff,
      {
        name: '',
        start_time: null,
        end_time: null,
        days: [],
      },
    );
    expect(badBreak.status).toBe(422);
    expect(badBreak.json.errors).toEqual({
      name: ['Mola adı gerekli'],
      start_time: ['Mola için başlangıç ve bitiş saati gerekli'],
      end_time: ['Mola için başlangıç ve bitiş saati gerekli'],
      days: ['En az bir gün seçin'],
    });
    const blk = await x.call(
      'POST',
      '/unified-availability/my-blocking',
      x.tokens.staff,
      x.blockingBody({ date: x.f.sunday }),
    );
    expect(blk.status).toBe(201);
    const badBlocking = await x.call(
      'PUT',
      `/unified-availability/my-blocking/${blk.json.data.id}`,
      x.tokens.staff,
      {
        date: '',
        reason: '',
        start_time: null,
        end_time: null,
        is_full_day: false,
      },
    );
    expect(badBlocking.status).toBe(422);
    expect(badBlocking.json.errors).toEqual({
      date: ['Lütfen tüm zorunlu alanları doldurun'],
      reason: ['Lütfen tüm zorunlu alanları doldurun'],
      start_time: ['Başlangıç ve bitiş saati gerekli'],
      end_time: ['Başlangıç ve bitiş saati gerekli'],
    });
    // Full day in the edit form is 00:00–23:45; other statuses become active; an unknown type becomes unavailable.
    const fullDay = await x.call(
      'PUT',
      `/unified-availability/my-blocking/${blk.json.data.id}`,
      x.tokens.staff,
      {
        date: x.f.sunday,
        reason: 'Aile ziyareti',
        start_time: '00:00',
        end_time: '23:45',
        is_full_day: false,
        status: 'completed',
        type: 'weird',
      },
    );
    expect(fullDay.status).toBe(200);
    expect(fullDay.json.data).toMatchObject({
      is_full_day: true,
      start_time: null,
      end_time: null,
      status: 'active',
      type: 'unavailable',
      reason: 'Aile ziyareti',
    });
    const renamed = await x.call(
      'PUT',
      `/unified-availability/my-break/${brk.json.data.id}`,
      x.tokens.staff,
      {
        name: 'İkindi molası',
        start_time: '15:00',
        end_time: '15:30',
        days: ['monday', 'wednesday'],
        status: 'pending',
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({
      name: 'İkindi molası',
      end_time: '15:30',
      days: ['monday', 'wednesday'],
      status: 'active',
    });
    await x.call('DELETE', `/unified-availability/my-blocking/${blk.json.data.id}`, x.tokens.staff);
    await x.call('DELETE', `/unified-availability/my-break/${brk.json.data.id}`, x.tokens.staff);
  });
});
