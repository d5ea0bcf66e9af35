import { formatTRY } from '@salonya/domain/format/money';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { refreshRatings } from './seed-catalogue';
import {
  adminNotificationReads,
  adminNotifications,
  contactMessages,
  districts,
  reviews,
  salonApplicationDocuments,
  salonApplications,
  salons,
  supportMessages,
  supportThreads,
  users,
  withdrawalRequests,
} from '../schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface AdminSeedReport {
  applications: number;
  contactMessages: number;
  reportedReviews: number;
  supportThreads: number;
  withdrawals: number;
  notifications: number;
}

/** A one-page PDF naming the document, so the admin's document viewer opens something real. */
function tinyPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const APPLICATIONS = [
  {
    key: 'basvuru-1',
    applicant_name: 'Elif Şahin',
    applicant_email: 'elif.sahin.basvuru@salonya.test',
    applicant_phone: '+905361230001',
    salon_name: 'Elif Güzellik Stüdyosu',
    salon_type: 'guzellik_merkezi',
    gender_focus: 'female' as const,
    province: 34,
    district: 'kadikoy',
    address: 'Caferağa Mah. Moda Cad. No: 41/2',
    tax_number: '4810012345',
    staff_count: 4,
    category_ids: [2, 4],
    note: 'Cilt bakımı ve kalıcı makyaj alanında 8 yıllık deneyimimiz var.',
    status: 'pending' as const,
    ageMs: 2 * HOUR,
    documents: ['vergi_levhasi', 'isyeri_ruhsati', 'kimlik'],
  },
  {
    key: 'basvuru-2',
    applicant_name: 'Burak Arslan',
    applicant_email: 'burak.arslan.basvuru@salonya.test',
    applicant_phone: '+905361230002',
    salon_name: 'Arslan Berber',
    salon_type: 'berber',
    gender_focus: 'male' as const,
    province: 6,
    district: 'cankaya',
    address: 'Kızılay Mah. Ziya Gökalp Cad. No: 12',
    tax_number: '5120098765',
    staff_count: 3,
    category_ids: [1, 21],
    note: '',
    status: 'pending' as const,
    ageMs: 1 * DAY + 5 * HOUR,
    documents: ['vergi_levhasi', 'kimlik'],
  },
  {
    key: 'basvuru-3',
    applicant_name: 'Derya Koç',
    applicant_email: 'derya.koc.basvuru@salonya.test',
    applicant_phone: '+905361230003',
    salon_name: 'Patili Bakım Evi',
    salon_type: 'pet_kuafor',
    gender_focus: 'unisex' as const,
    province: 35,
    district: 'karsiyaka',
    address: 'Bostanlı Mah. Cemal Gürsel Cad. No: 220',
    tax_number: '6230045678',
    staff_count: 2,
    category_ids: [6],
    note: 'Kedi ve köpek bakımı, tırnak kesimi ve yıkama hizmeti veriyoruz.',
    status: 'pending' as const,
    ageMs: 3 * DAY,
    documents: ['vergi_levhasi', 'isyeri_ruhsati'],
  },
  {
    key: 'basvuru-4',
    applicant_name: 'Hakan Yurt',
    applicant_email: 'hakan.yurt.basvuru@salonya.test',
    applicant_phone: '+905361230004',
    salon_name: 'Yurt Kuaför',
    salon_type: 'unisex_kuafor',
    gender_focus: 'unisex' as const,
    province: 16,
    district: 'nilufer',
    address: 'Özlüce Mah. 23. Sok. No: 5',
    tax_number: '7340011223',
    staff_count: 1,
    category_ids: [1],
    note: '',
    status: 'rejected' as const,
    ageMs: 10 * DAY,
    documents: ['kimlik'],
  },
] as const;

const CONTACTS = [
  {
    name: 'Selin Aydın',
    email: 'selin.aydin@salonya.test',
    subject: 'randevu',
    message:
      'Merhaba, dün aldığım randevunun onay e-postası gelmedi. Randevumun salon tarafından görülüp görülmediğini nasıl kontrol edebilirim?',
    status: 'new' as const,
    ageMs: 3 * HOUR,
  },
  {
    name: 'Murat Çelik',
    email: 'murat.celik@salonya.test',
    subject: 'salon',
    message:
      'İki şubemiz var. Her iki şubeyi de tek hesaptan yönetebilir miyiz, yoksa ayrı başvuru mu yapmamız gerekiyor?',
    status: 'new' as const,
    ageMs: 20 * HOUR,
  },
  {
    name: 'Gizem Öztürk',
    email: 'gizem.ozturk@salonya.test',
    subject: 'oneri',
    message:
      'Uygulamada salonları fiyat aralığına göre filtreleyebilsek çok iyi olurdu. Ayrıca favori listesini paylaşabilmek güzel olur.',
    status: 'read' as const,
    ageMs: 2 * DAY,
  },
  {
    name: 'Kerem Yıldız',
    email: 'kerem.yildiz@salonya.test',
    subject: 'odeme',
    message:
      'Kartla ödediğim randevu salon tarafından iptal edildi. İademin ne zaman hesabıma geçeceğini öğrenebilir miyim?',
    status: 'answered' as const,
    ageMs: 4 * DAY,
  },
] as const;

/**
 * What the admin panel needs to show real numbers in a fresh demo: salon applications with documents, contact
 * messages, reported reviews, support threads (a payment dispute and a refund request among them), payout
 * requests and the notifications they raised. Deterministic; runs once (skipped when the first application exists).
 */
export async function seedAdmin(
  db: Db,
  opts: { now?: number; uploadDir?: string | undefined },
): Promise<AdminSeedReport> {
  const report: AdminSeedReport = {
    applications: 0,
    contactMessages: 0,
    reportedReviews: 0,
    supportThreads: 0,
    withdrawals: 0,
    notifications: 0,
  };
  const [marker] = await db
    .select({ id: salonApplications.id })
    .from(salonApplications)
    .where(eq(salonApplications.applicant_email, APPLICATIONS[0].applicant_email))
    .limit(1);
  if (marker) return report;

  const demo = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, ['admin@salonya.test', 'musteri@salonya.test', 'salon@salonya.test']));
  const admin = demo.find((u) => u.email === 'admin@salonya.test');
  const customer = demo.find((u) => u.email === 'musteri@salonya.test');
  const owner = demo.find((u) => u.email === 'salon@salonya.test');
  if (!admin || !customer || !owner) return report;
  const ownerSalons = await db
    .select({ id: salons.id, name: salons.name })
    .from(salons)
    .where(eq(salons.owner_user_id, owner.id))
    .orderBy(salons.id);
  const otherSalons = await db
    .select({ id: salons.id, name: salons.name })
    .from(salons)
    .where(and(eq(salons.status, 'active'), sql`${salons.owner_user_id} <> ${owner.id}`))
    .orderBy(salons.id)
    .limit(2);
  const now = opts.now ?? Date.now();
  const at = (ageMs: number) => new Date(now - ageMs);

  const files: { key: string; bytes: Buffer }[] = [];
  await db.transaction(async (tx) => {
    type Note = typeof adminNotifications.$inferInsert & { read?: boolean };
    const notes: Note[] = [];

    for (const a of APPLICATIONS) {
      const [district] = await tx
        .select({ id: districts.id })
        .from(districts)
        .where(and(eq(districts.province_id, a.province), eq(districts.slug, a.district)))
        .limit(1);
      if (!district) continue;
      const [row] = await tx
        .insert(salonApplications)
        .values({
          applicant_name: a.applicant_name,
          applicant_email: a.applicant_email,
          applicant_phone: a.applicant_phone,
          salon_name: a.salon_name,
          salon_type: a.salon_type,
          gender_focus: a.gender_focus,
          province_id: a.province,
          district_id: district.id,
          address: a.address,
          tax_number: a.tax_number,
          staff_count: a.staff_count,
          category_ids: [...a.category_ids],
          note: a.note,
          status: a.status,
          reviewed_by: a.status === 'rejected' ? admin.id : null,
          reviewed_at: a.status === 'rejected' ? at(a.ageMs - DAY) : null,
          review_note:
            a.status === 'rejected'
              ? 'Vergi levhası yüklenmemiş; işyeri ruhsatı da eksik. Belgeleri tamamlayarak yeniden başvurabilirsiniz.'
              : null,
          created_at: at(a.ageMs),
          updated_at: at(a.ageMs),
        })
        .returning({ id: salonApplications.id });
      report.applications += 1;
      await tx.insert(salonApplicationDocuments).values(
        a.documents.map((kind) => {
          const key = `applications/seed-${a.key}-${kind}.pdf`;
          const bytes = tinyPdf(`${a.salon_name} - ${kind}`);
          files.push({ key, bytes });
          return {
            application_id: row!.id,
            kind,
            original_name: `${kind}.pdf`,
            mime_type: 'application/pdf',
            size_bytes: bytes.length,
            storage_key: key,
            created_at: at(a.ageMs),
            updated_at: at(a.ageMs),
          };
        }),
      );
      notes.push({
        type: 'salon_application',
        title: `Yeni salon başvurusu: ${a.salon_name}`,
        message: `${a.applicant_name} ${a.documents.length} belgeyle başvurdu; inceleme bekliyor.`,
        link: 'salon-documents',
        entity_type: 'salon_application',
        entity_id: row!.id,
        created_at: at(a.ageMs),
        read: a.status !== 'pending',
      });
    }

    for (const c of CONTACTS) {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: c.name,
          email: c.email,
          subject: c.subject,
          message: c.message,
          status: c.status,
          read_at: c.status === 'new' ? null : at(c.ageMs - HOUR),
          reply:
            c.status === 'answered'
              ? 'Merhaba Kerem Bey, iade talebiniz onaylandı. Tutar, bankanıza bağlı olarak 3–7 iş günü içinde kartınıza yansır.'
              : null,
          replied_at: c.status === 'answered' ? at(c.ageMs - 2 * HOUR) : null,
          replied_by_user_id: c.status === 'answered' ? admin.id : null,
          created_at: at(c.ageMs),
          updated_at: at(c.ageMs),
        })
        .returning({ id: contactMessages.id });
      report.contactMessages += 1;
      notes.push({
        type: 'contact_message',
        title: 'Yeni iletişim mesajı',
        message: `${c.name} (${c.email}) iletişim formundan yazdı.`,
        link: 'contact',
        entity_type: 'contact_message',
        entity_id: row!.id,
        created_at: at(c.ageMs),
        read: c.status !== 'new',
      });
    }

    // Reported reviews are new rows; they stay public until an admin decides (ADR 0043), so ratings count them.
    const reported = [
      {
        salon: otherSalons[0],
        rating: 1,
        comment:
          'Berbat bir deneyimdi, çalışanlar çok kaba ve salon pisti. Kimseye tavsiye etmem, dolandırıcılar!',
        ageMs: 5 * HOUR,
      },
      {
        salon: otherSalons[1],
        rating: 3,
        comment:
          'Hizmet fena değildi ama bu yorumu salonun rakibi olarak yazıyorum, daha ucuzunu bizde bulabilirsiniz.',
        ageMs: 30 * HOUR,
      },
    ];
    for (const r of reported) {
      if (!r.salon) continue;
      const [row] = await tx
        .insert(reviews)
        .values({
          salon_id: r.salon.id,
          customer_user_id: customer.id,
          rating: r.rating,
          comment: r.comment,
          status: 'reported',
          created_at: at(r.ageMs + DAY),
          updated_at: at(r.ageMs),
        })
        .returning({ id: reviews.id });
      report.reportedReviews += 1;
      notes.push({
        type: 'review_reported',
        title: `Yorum şikayet edildi: ${r.salon.name}`,
        message: `${r.rating} yıldızlı bir yorum salon tarafından şikayet edildi; moderasyon bekliyor.`,
        link: 'reviews',
        entity_type: 'review',
        entity_id: row!.id,
        created_at: at(r.ageMs),
      });
    }
    await refreshRatings(tx);

    const firstSalon = ownerSalons[0] ?? otherSalons[0];
    const threads = [
      {
        user: customer,
        salon: firstSalon,
        subject: 'Kart ödemem iki kez çekildi',
        category: 'payment' as const,
        status: 'waiting_admin' as const,
        priority: 'high' as const,
        ageMs: 6 * HOUR,
        messages: [
          {
            role: 'user' as const,
            body: 'Randevum için kartımdan aynı tutar iki kez çekildi. Fazla çekilen tutarın iadesini rica ediyorum.',
          },
        ],
      },
      {
        user: customer,
        salon: firstSalon,
        subject: 'Salon randevumu iptal etti, iade istiyorum',
        category: 'refund' as const,
        status: 'waiting_admin' as const,
        priority: 'medium' as const,
        ageMs: 2 * DAY,
        messages: [
          {
            role: 'user' as const,
            body: 'Salon son dakikada randevumu iptal etti. Ön ödememin iadesini istiyorum.',
          },
        ],
      },
      {
        user: owner,
        salon: firstSalon,
        subject: 'Çalışma saatlerini güncelleyemiyorum',
        category: 'technical' as const,
        status: 'waiting_user' as const,
        priority: 'low' as const,
        ageMs: 3 * DAY,
        messages: [
          { role: 'user' as const, body: 'Pazar gününü kapalı işaretlediğimde kaydet butonu çalışmıyor.' },
          {
            role: 'admin' as const,
            body: 'Merhaba, sorunu yeniden üretemedik. Tarayıcınızı ve ekran görüntüsünü paylaşabilir misiniz?',
          },
        ],
      },
    ];
    for (const t of threads) {
      const [row] = await tx
        .insert(supportThreads)
        .values({
          user_id: t.user.id,
          salon_id: t.salon?.id ?? null,
          subject: t.subject,
          category: t.category,
          status: t.status,
          priority: t.priority,
          last_message_at: at(t.ageMs - (t.messages.length - 1) * HOUR),
          created_at: at(t.ageMs),
          updated_at: at(t.ageMs),
        })
        .returning({ id: supportThreads.id });
      await tx.insert(supportMessages).values(
        t.messages.map((m, i) => ({
          thread_id: row!.id,
          sender_user_id: m.role === 'admin' ? admin.id : t.user.id,
          sender_role: m.role,
          body: m.body,
          created_at: at(t.ageMs - i * HOUR),
          updated_at: at(t.ageMs - i * HOUR),
        })),
      );
      report.supportThreads += 1;
      if (t.status === 'waiting_admin') {
        notes.push({
          type: 'support_thread',
          title: `Destek talebi: ${t.subject}`,
          message: `${t.user.name} yanıt bekliyor.`,
          link: 'support',
          entity_type: 'support_thread',
          entity_id: row!.id,
          created_at: at(t.ageMs),
        });
      }
    }

    if (firstSalon) {
      const payouts = [
        { amount: 125_000, status: 'pending' as const, ageMs: 8 * HOUR },
        { amount: 240_000, status: 'pending' as const, ageMs: 2 * DAY },
        { amount: 310_000, status: 'paid' as const, ageMs: 20 * DAY },
      ];
      for (const p of payouts) {
        const [row] = await tx
          .insert(withdrawalRequests)
          .values({
            salon_id: firstSalon.id,
            requested_by_user_id: owner.id,
            amount_kurus: p.amount,
            iban: 'TR330006100519786457841326',
            account_holder: owner.name,
            status: p.status,
            reviewed_by_user_id: p.status === 'paid' ? admin.id : null,
            reviewed_at: p.status === 'paid' ? at(p.ageMs - DAY) : null,
            paid_at: p.status === 'paid' ? at(p.ageMs - 2 * DAY) : null,
            created_at: at(p.ageMs),
            updated_at: at(p.ageMs),
          })
          .returning({ id: withdrawalRequests.id });
        report.withdrawals += 1;
        notes.push({
          type: 'withdrawal_request',
          title: `Ödeme talebi: ${firstSalon.name}`,
          message: `${formatTRY(p.amount)} tutarında kazanç ödemesi talep edildi.`,
          link: 'earnings',
          entity_type: 'withdrawal_request',
          entity_id: row!.id,
          created_at: at(p.ageMs),
          read: p.status !== 'pending',
        });
      }
    }

    for (const { read, ...n } of notes) {
      const [row] = await tx
        .insert(adminNotifications)
        .values({ ...n, updated_at: n.created_at })
        .onConflictDoNothing()
        .returning({ id: adminNotifications.id });
      if (!row) continue;
      report.notifications += 1;
      if (read) {
        await tx
          .insert(adminNotificationReads)
          .values({
            notification_id: row.id,
            admin_user_id: admin.id,
            read_at: n.created_at ?? new Date(now),
          })
          .onConflictDoNothing();
      }
    }
  });

  if (opts.uploadDir) {
    for (const f of files) {
      const file = path.join(opts.uploadDir, f.key);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, f.bytes, { mode: 0o600 });
    }
  }
  return report;
}
