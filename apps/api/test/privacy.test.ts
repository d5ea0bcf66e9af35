import { manualAdjustmentJournal, walletBonusJournal } from '@salonya/domain/money/journals';
import { DELETED_USER_NAME, PRIVACY_MESSAGES } from '@salonya/domain/privacy/privacy';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { int, queryOne, queryRows } from '../src/db/rows';
import { inTransaction } from '../src/db/transaction';
import { postJournal } from '../src/modules/money/ledger.repository';
import { USER_COLUMNS } from '../src/modules/privacy/user-data';
import { createTestApp, type TestApp } from './test-app';

/**
 * KVKK self-service (issue 19 item 5, ADR 0050): the export holds every row that refers to the user (the schema's
 * user-referencing columns are enumerated from the database, so a new table cannot be forgotten), never another
 * user's data; deletion waits 30 days, is cancelled by signing in or the mailed link, then anonymises: no sign-in,
 * reviews by 'Silinmiş kullanıcı', payments kept, the ledger balanced.
 */
let t: TestApp;
const DAY = 86_400_000;
const PASSWORD = 'Gizli-Sifre-2026!';

const exportSchema = z.object({
  success: z.literal(true),
  data: z.object({
    user_id: z.number(),
    sections: z.array(
      z.object({ table: z.string(), column: z.string(), rows: z.array(z.record(z.string(), z.unknown())) }),
    ),
  }),
});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let registered = 0;
async function register(commercial = false): Promise<{ id: number; email: string; token: string }> {
  registered += 1;
  const email = `kvkk${registered}-${Date.now()}@ornek.com`;
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/auth/register',
    body: {
      name: 'Deniz Yılmaz',
      email,
      phone: `0532${String(1000000 + registered).slice(-7)}`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      kvkk_consent: true,
      commercial_consent: commercial,
    },
  });
  expect(res.statusCode).toBe(201);
  const body = z.object({ token: z.string(), user: z.object({ id: z.number() }) }).parse(res.json());
  return { id: body.user.id, email, token: body.token };
}

async function signIn(email: string, password = PASSWORD) {
  return t.request({ method: 'POST', url: '/api/v1/auth/login', body: { email, password }, ip: '127.0.0.7' });
}

async function exportOf(token: string) {
  const res = await t.request({ method: 'GET', url: '/api/v1/account/data-export', token });
  expect(res.statusCode).toBe(200);
  return { raw: res.body, data: exportSchema.parse(res.json()).data };
}

const userIdOf = async (email: string) =>
  (await queryOne(
    t.database.db,
    't.user',
    z.object({ id: int }),
    sql`select id from users where email = ${email}`,
  ))!.id;

const columnRow = z.object({ table_name: z.string(), column_name: z.string() });

describe('the data export', () => {
  it('lists every user-referencing column of the schema (foreign keys to users and columns named like one)', async () => {
    const fks = await queryRows(
      t.database.db,
      't.userFks',
      columnRow,
      sql`select c.conrelid::regclass::text as table_name, a.attname as column_name
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'public.users'::regclass`,
    );
    const named = await queryRows(
      t.database.db,
      't.userNamedColumns',
      columnRow,
      sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('integer', 'bigint')
          and (column_name ~ '(^|_)user_id$' or column_name ~ '(^|_)customer_id$' or column_name ~ '_admin_id$'
            or column_name ~ '^(owner|staff|admin|author|sender|created|reviewed|invited|accepted|moderated|reported)(_by)?(_id)?$'
            or column_name ~ '_by$')`,
    );
    const listed = new Set(USER_COLUMNS.map((c) => `${c.table}.${c.column}`));
    const inSchema = [...fks, ...named].map(
      (r) => `${r.table_name.replace(/^public\./, '')}.${r.column_name}`,
    );
    expect(inSchema.length).toBeGreaterThan(30);
    // A column naming a user that the export does not read fails here: add it to USER_COLUMNS (user-data.ts).
    expect([...new Set(inSchema)].filter((c) => !listed.has(c)).sort()).toEqual([]);
    // And every listed column exists.
    const all = await queryRows(
      t.database.db,
      't.allColumns',
      columnRow,
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const existing = new Set(all.map((r) => `${r.table_name}.${r.column_name}`));
    expect([...listed].filter((c) => !existing.has(c))).toEqual([]);
  });

  it('holds every row that refers to the user, and nothing of another user', async () => {
    const token = await t.loginAs('customer');
    const customerId = await userIdOf('musteri@salonya.test');
    // Rows in tables the seed leaves empty for the demo customer.
    await t.request({
      method: 'PUT',
      url: '/api/v1/account/commercial-consents',
      token,
      body: { sms: true, email: false, call: true },
    });
    const { data, raw } = await exportOf(token);
    expect(data.user_id).toBe(customerId);
    const problems: string[] = [];
    for (const c of USER_COLUMNS) {
      const n = (await queryOne(
        t.database.db,
        't.count',
        z.object({ n: int }),
        sql`select count(*)::int as n from ${sql.identifier(c.table)} where ${sql.identifier(c.column)} = ${customerId}`,
      ))!.n;
      const exported =
        data.sections.find((s) => s.table === c.table && s.column === c.column)?.rows.length ?? 0;
      if (n !== exported) problems.push(`${c.table}.${c.column}: ${n} in the database, ${exported} exported`);
    }
    expect(problems).toEqual([]);
    const byTable = (table: string) => data.sections.filter((s) => s.table === table).flatMap((s) => s.rows);
    expect(byTable('appointments').length).toBeGreaterThan(0);
    expect(byTable('commercial_consents').length).toBeGreaterThanOrEqual(2);
    const [account] = byTable('users');
    expect(account).toMatchObject({ id: customerId, email: 'musteri@salonya.test' });
    expect(account).not.toHaveProperty('password_hash');
    expect(raw).not.toMatch(/"(password_hash|token_hash|html_body|text_body)"/);
    // No other user's e-mail address or phone number appears anywhere in the file.
    const others = await queryRows(
      t.database.db,
      't.others',
      z.object({ email: z.string(), phone: z.string().nullable() }),
      sql`select email, phone from users where id <> ${customerId}`,
    );
    const leaked = others.flatMap((o) => [o.email, o.phone ?? '']).filter((v) => v !== '' && raw.includes(v));
    expect(leaked).toEqual([]);
  });

  it("a staff member's export omits the customers' details of the appointments they did", async () => {
    const token = await t.loginAs('staff');
    const { data } = await exportOf(token);
    const done = data.sections.find((s) => s.table === 'appointments' && s.column === 'staff_user_id');
    expect(done?.rows.length).toBeGreaterThan(0);
    for (const row of done!.rows) {
      expect(row).not.toHaveProperty('notes');
      expect(row).not.toHaveProperty('guest_phone');
    }
  });

  it('needs a session and is refused to an admin acting as an owner', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/account/data-export' })).statusCode).toBe(401);
    const salon = (await queryOne(
      t.database.db,
      't.ownedSalon',
      z.object({ id: int }),
      sql`select s.id from salons s join users u on u.id = s.owner_user_id
        where u.email = 'salon@salonya.test' order by s.id limit 1`,
    ))!;
    const impersonated = await t.request({
      method: 'POST',
      url: `/api/v1/admin/salons/${salon.id}/impersonate`,
      token: await t.loginAs('admin'),
    });
    expect(impersonated.statusCode).toBe(200);
    const token = z.object({ token: z.string() }).parse(impersonated.json()).token;
    for (const [method, url, body] of [
      ['GET', '/api/v1/account/data-export', undefined],
      ['GET', '/api/v1/account/commercial-consents', undefined],
      ['POST', '/api/v1/account/deletion', { password: 'Salonya123!' }],
    ] as const) {
      const res = await t.request({ method, url, token, body });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('Bu işlem, başka bir hesabın yerine yapılamaz.');
    }
  });
});

describe('the T.C. kimlik numarası for invoices', () => {
  const identity = (token: string, body?: unknown) =>
    t.request({
      method: body === undefined ? 'GET' : 'PUT',
      url: '/api/v1/customer/invoice-identity',
      token,
      ...(body === undefined ? {} : { body }),
    });

  it('is optional, checked by the official checksum, shown masked, exported, and removable', async () => {
    const user = await register();
    expect((await identity(user.token)).json()).toEqual({ success: true, data: { tckn_masked: null } });
    for (const tckn of [
      '12345678951',
      '02345678950',
      '1234567895',
      'abcdefghijk',
      '11111111111',
      12345678950,
    ]) {
      const bad = await identity(user.token, { tckn });
      expect(bad.statusCode, String(tckn)).toBe(422);
      expect(bad.json<{ errors: Record<string, string[]> }>().errors.tckn).toEqual([
        'Geçerli bir T.C. kimlik numarası girin.',
      ]);
    }
    const saved = await identity(user.token, { tckn: '123 456 789 50' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: 'T.C. kimlik numaranız kaydedildi.',
      data: { tckn_masked: '123******50' },
    });
    expect((await identity(user.token)).json()).toMatchObject({ data: { tckn_masked: '123******50' } });
    const { data } = await exportOf(user.token);
    const users = data.sections.find((s) => s.table === 'users')!;
    expect(users.rows[0]).toMatchObject({ tckn: '12345678950' });
    const removed = await identity(user.token, { tckn: null });
    expect(removed.json()).toEqual({
      success: true,
      message: 'T.C. kimlik numaranız silindi.',
      data: { tckn_masked: null },
    });
  });

  it('is the customer area: an owner is refused (403), no session is 401', async () => {
    const owner = await t.loginAs('salon_owner');
    expect((await identity(owner)).statusCode).toBe(403);
    expect((await identity(owner, { tckn: '10000000146' })).statusCode).toBe(403);
    const anonymous = await t.request({ method: 'GET', url: '/api/v1/customer/invoice-identity' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('commercial message consent (İYS)', () => {
  it('keeps every grant and withdrawal with time and source, per channel', async () => {
    const user = await register(true);
    const initial = await t.request({
      method: 'GET',
      url: '/api/v1/account/commercial-consents',
      token: user.token,
    });
    expect(initial.statusCode).toBe(200);
    const body = initial.json();
    expect(body.data.channels.map((c: { granted: boolean }) => c.granted)).toEqual([true, true, true]);
    expect(body.data.history).toHaveLength(3);
    expect(body.data.history[0].source).toBe('register');

    const put = await t.request({
      method: 'PUT',
      url: '/api/v1/account/commercial-consents',
      token: user.token,
      body: { sms: false, email: true, call: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().message).toBe(PRIVACY_MESSAGES.consentSaved);
    const after = put.json().data;
    expect(after.channels).toMatchObject([
      { channel: 'sms', granted: false, source: 'settings' },
      { channel: 'email', granted: true, source: 'register' },
      { channel: 'call', granted: false, source: 'settings' },
    ]);
    expect(after.history).toHaveLength(5);
    const rows = await queryRows(
      t.database.db,
      't.consentRows',
      z.object({ ip: z.string().nullable() }),
      sql`select ip from commercial_consents where user_id = ${user.id} and source = 'settings'`,
    );
    expect(rows.every((r) => r.ip !== null)).toBe(true);
    const flag = await queryOne(
      t.database.db,
      't.flag',
      z.object({ commercial_consent: z.boolean() }),
      sql`select commercial_consent from users where id = ${user.id}`,
    );
    expect(flag?.commercial_consent).toBe(true);

    const bad = await t.request({
      method: 'PUT',
      url: '/api/v1/account/commercial-consents',
      token: user.token,
      body: { sms: 'evet' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['sms', 'email', 'call']));
  });
});

describe('the profile photo', () => {
  it('goes through the upload pipeline (WebP/AVIF variants, no EXIF) and replaces the previous one', async () => {
    const user = await register();
    const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c0a080' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Gizli Konum' } } })
      .toBuffer();
    const boundary = '----salonyaAvatar';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ben.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/account/avatar',
        headers: {
          authorization: `Bearer ${user.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      });
    const first = await upload();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.avatar_url).toMatch(/users\/\d+\/[0-9a-f]+-\d+\.webp$/);
    const variants = await queryOne(
      t.database.db,
      't.avatar',
      z.object({ v: z.array(z.object({ format: z.string(), key: z.string() })) }),
      sql`select avatar_variants as v from users where id = ${user.id}`,
    );
    expect(new Set(variants!.v.map((v) => v.format))).toEqual(new Set(['webp', 'avif']));
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(first.json().data.user.avatar_url, 'http://x').pathname,
    });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();

    const second = await upload();
    expect(second.json().data.user.avatar_url).not.toBe(first.json().data.user.avatar_url);
    const gone = await t.app.inject({
      method: 'GET',
      url: new URL(first.json().data.user.avatar_url, 'http://x').pathname,
    });
    expect(gone.statusCode).toBe(404);

    const notImage = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/avatar',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        Buffer.from('bu bir resim değil'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.file[0]).toMatch(/[ğüşıöçİ]/);

    const removed = await t.request({ method: 'DELETE', url: '/api/v1/account/avatar', token: user.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.user.avatar_url).toBeNull();
  });
});

describe('account deletion', () => {
  it('refuses an admin, and owners, staff and customers with upcoming appointments, with a Turkish reason', async () => {
    const admin = await t.request({
      method: 'POST',
      url: '/api/v1/account/deletion',
      token: await t.loginAs('admin'),
      body: { password: 'Salonya123!' },
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(PRIVACY_MESSAGES.adminCannotDelete);
    for (const role of ['salon_owner', 'staff', 'customer'] as const) {
      const token = await t.loginAs(role);
      const wrong = await t.request({
        method: 'POST',
        url: '/api/v1/account/deletion',
        token,
        body: { password: 'yanlis' },
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.password).toEqual([PRIVACY_MESSAGES.wrongPassword]);
    }
    // The seed gives the demo owner, staff member and customer upcoming appointments.
    const expected = {
      salon_owner: PRIVACY_MESSAGES.ownerHasUpcoming,
      staff: PRIVACY_MESSAGES.staffHasUpcoming,
      customer: PRIVACY_MESSAGES.customerHasUpcoming,
    } as const;
    for (const role of ['salon_owner', 'staff', 'customer'] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/account/deletion',
        token: await t.loginAs(role),
        body: { password: 'Salonya123!' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(expected[role]);
    }
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/account/deletion', body: { password: 'x' } }))
        .statusCode,
    ).toBe(401);
  });

  it('signs the user out and mails a cancel link; signing in or the link cancels within the grace period', async () => {
    const user = await register();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/account/deletion',
      token: user.token,
      body: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    expect(new Date(res.json().data.due_at).getTime() - t.clock.now).toBe(30 * DAY);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/auth/profile', token: user.token })).statusCode,
    ).toBe(401);
    const [mail] = await t
      .mailsTo(user.email)
      .then((m) => m.filter((x) => x.template === 'account_deletion_requested'));
    expect(mail?.subject).toBe('Salonya – Hesap silme talebiniz alındı');

    // Signing in cancels.
    const back = await signIn(user.email);
    expect(back.statusCode).toBe(200);
    expect(back.json().message).toContain(PRIVACY_MESSAGES.deletionCancelledBySignIn);
    const again = await signIn(user.email);
    expect(again.json().message).not.toContain(PRIVACY_MESSAGES.deletionCancelledBySignIn);

    // The mailed link cancels, once.
    const second = await t.request({
      method: 'POST',
      url: '/api/v1/account/deletion',
      token: again.json().token,
      body: { password: PASSWORD },
    });
    expect(second.statusCode).toBe(202);
    const mails = (await t.mailsTo(user.email)).filter((m) => m.template === 'account_deletion_requested');
    const token = mails.at(-1)!.text.match(/hesap-silme-iptal=([A-Za-z0-9_-]+)/)![1]!;
    const cancel = () =>
      t.request({ method: 'POST', url: '/api/v1/account/deletion/cancel', body: { token } });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(PRIVACY_MESSAGES.deletionCancelled);
    const reused = await cancel();
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(PRIVACY_MESSAGES.deletionLinkInvalid);
    expect(await t.accountDeletions.runDue(new Date(t.clock.now + 31 * DAY))).toBe(0);
    expect((await signIn(user.email)).statusCode).toBe(200);
  });

  it("after the grace period: no sign-in, reviews by 'Silinmiş kullanıcı', payments kept, the ledger balanced", async () => {
    const user = await register(true);
    const db = t.database.db;
    const salon = (await queryOne(
      db,
      't.salon',
      z.object({ id: int }),
      sql`select id from salons order by id limit 1`,
    ))!;
    // A visit in the past with its review, a favourite, an address, a wallet that was credited and spent to zero,
    // and a captured payment.
    const review = (await queryOne(
      db,
      't.review',
      z.object({ id: int }),
      sql`insert into reviews (salon_id, customer_user_id, rating, comment)
        values (${salon.id}, ${user.id}, 5, 'Harika bir deneyim') returning id`,
    ))!;
    await db.execute(sql`insert into favorites (user_id, salon_id) values (${user.id}, ${salon.id})`);
    await db.execute(sql`update users set tckn = '10000000146' where id = ${user.id}`);
    await inTransaction(db, async (tx) => {
      await postJournal(tx, walletBonusJournal(user.id, 5_000), { reason: 'test' });
      await postJournal(tx, manualAdjustmentJournal(user.id, -5_000), { reason: 'test' });
    });
    await db.execute(sql`insert into payments (customer_user_id, purpose, provider, status, amount_kurus, card_kurus,
        wallet_kurus, card_last4, expires_at)
      values (${user.id}, 'wallet_top_up', 'test', 'captured', 5000, 5000, 0, '4242', now())`);

    const res = await t.request({
      method: 'POST',
      url: '/api/v1/account/deletion',
      token: user.token,
      body: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    // Not before the due date.
    expect(await t.accountDeletions.runDue(new Date(t.clock.now + 29 * DAY))).toBe(0);
    expect(await t.accountDeletions.runDue(new Date(t.clock.now + 30 * DAY + 1000))).toBe(1);

    const login = await signIn(user.email);
    expect(login.statusCode).toBe(401);
    const account = await queryOne(
      db,
      't.anonymised',
      z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), is_active: z.boolean() }),
      sql`select name, email, phone, is_active from users where id = ${user.id}`,
    );
    // The T.C. kimlik numarası saved for invoices goes with the account.
    const identity = await queryOne(
      db,
      't.tckn',
      z.object({ tckn: z.string().nullable() }),
      sql`select tckn from users where id = ${user.id}`,
    );
    expect(identity).toEqual({ tckn: null });
    expect(account).toEqual({
      name: DELETED_USER_NAME,
      email: `silinmis-${user.id}@silinmis.invalid`,
      phone: null,
      is_active: false,
    });
    const reviews = await t.request({ method: 'GET', url: `/api/v1/salons/${salon.id}/reviews?per_page=50` });
    const shown = z
      .object({ data: z.array(z.object({ id: z.number(), author_name: z.string() })) })
      .parse(reviews.json())
      .data.find((r) => r.id === review.id);
    expect(shown?.author_name).toBe('Silinmiş kullanıcı');
    const left = await queryOne(
      db,
      't.left',
      z.object({ favorites: int, payments: int, last4: int, consents: int }),
      sql`select (select count(*)::int from favorites where user_id = ${user.id}) as favorites,
        (select count(*)::int from payments where customer_user_id = ${user.id}) as payments,
        (select count(*)::int from payments where customer_user_id = ${user.id} and card_last4 is not null) as last4,
        (select count(*)::int from commercial_consents where user_id = ${user.id} and not granted
          and source = 'account_deletion') as consents`,
    );
    expect(left).toEqual({ favorites: 0, payments: 1, last4: 0, consents: 3 });
    // The ledger: every journal sums to zero and every cached balance is the sum of its postings.
    const unbalanced = await queryOne(
      db,
      't.ledger',
      z.object({ journals: int, accounts: int }),
      sql`select
        (select count(*)::int from (select journal_id from ledger_postings group by journal_id
          having sum(amount_kurus) <> 0) j) as journals,
        (select count(*)::int from ledger_accounts a where a.balance_kurus <>
          coalesce((select sum(p.amount_kurus) from ledger_postings p where p.account_id = a.id), 0)) as accounts`,
    );
    expect(unbalanced).toEqual({ journals: 0, accounts: 0 });
    const wallet = await queryOne(
      db,
      't.wallet',
      z.object({ n: int }),
      sql`select count(*)::int as n from ledger_postings p join ledger_accounts a on a.id = p.account_id
        where a.user_id = ${user.id}`,
    );
    expect(wallet?.n).toBe(2);
  });

  it('the job hook is admin-only', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/account/deletion/run-due',
      token: await t.loginAs('customer'),
      body: {},
    });
    expect(res.statusCode).toBe(403);
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/account/deletion/run-due',
      token: await t.loginAs('admin'),
      body: { at: new Date(t.clock.now).toISOString() },
    });
    expect(ok.statusCode).toBe(200);
  });
});
