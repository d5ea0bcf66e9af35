import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories, districts, provinces, users } from '../schema';
import { hashPassword } from '../../lib/crypto';
import { defaultNotificationSettings } from '../../modules/auth/auth.repository';
import { CATEGORIES } from './data/categories';
import { loadProvinces } from './data/province-centres';
import { seedAdmin, type AdminSeedReport } from './seed-admin';
import { seedBooking } from './seed-booking';
import { seedDemoCoupons, seedDemoWallet } from './seed-money';
import { seedDemoAvailability } from './seed-availability';
import { DEMO_SALON_COUNT, seedCatalogue, type CatalogueReport } from './seed-catalogue';

export const DEMO_PASSWORD = 'Salonya123!';
export const DEMO_USERS = [
  { email: 'musteri@salonya.test', name: 'Ayşe Yılmaz', phone: '+905321112233', user_type: 'customer' },
  { email: 'salon@salonya.test', name: 'Mehmet Kaya', phone: '+905331112233', user_type: 'salon_owner' },
  { email: 'personel@salonya.test', name: 'Harun Arıcan', phone: '+905341112233', user_type: 'staff' },
  { email: 'admin@salonya.test', name: 'Salonya Yönetici', phone: '+905351112233', user_type: 'admin' },
] as const;

export interface SeedReport {
  provinces: number;
  districts: number;
  categories: number;
  demoUsers: number;
  catalogue: CatalogueReport;
  admin: AdminSeedReport;
}

/** Deterministic and idempotent: running it again changes nothing already stored. */
export async function seed(
  db: Db,
  opts: {
    production: boolean;
    salonCount?: number;
    /** Where the demo application documents are written (`<dataDir>/uploads`); omitted → rows only. */
    uploadDir?: string;
  },
): Promise<SeedReport> {
  const data = loadProvinces();
  const report: SeedReport = {
    provinces: 0,
    districts: 0,
    categories: 0,
    demoUsers: 0,
    catalogue: { salons: 0, services: 0, staff: 0, reviews: 0 },
    admin: {
      applications: 0,
      contactMessages: 0,
      reportedReviews: 0,
      supportThreads: 0,
      withdrawals: 0,
      notifications: 0,
    },
  };

  await db.transaction(async (tx) => {
    const insertedProvinces = await tx
      .insert(provinces)
      .values(
        data.map((p) => ({
          id: p.code,
          name: p.name,
          slug: p.slug,
          latitude: p.latitude,
          longitude: p.longitude,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: provinces.id });
    report.provinces = insertedProvinces.length;

    const districtRows = data.flatMap((p) =>
      p.districts.map((d) => ({ province_id: p.code, name: d.name, slug: d.slug })),
    );
    for (let i = 0; i < districtRows.length; i += 500) {
      const inserted = await tx
        .insert(districts)
        .values(districtRows.slice(i, i + 500))
        .onConflictDoNothing()
        .returning({ id: districts.id });
      report.districts += inserted.length;
    }

    const byCode = new Map(CATEGORIES.filter((c) => c.code).map((c) => [c.code, c.id]));
    const insertedCategories = await tx
      .insert(categories)
      .values(
        CATEGORIES.map((c) => ({
          id: c.id,
          code: c.code,
          name: c.name,
          slug: c.slug,
          icon: c.icon,
          // The illustrations shipped in apps/web/public/images/categories, a light one and its hover.
          image_url: `/images/categories/${c.slug}.svg`,
          image_hover_url: `/images/categories/${c.slug}-hover.svg`,
          description: c.description,
          sort_order: c.sort_order,
          parent_id: c.parent_code ? (byCode.get(c.parent_code) ?? null) : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id });
    report.categories = insertedCategories.length;
  });

  if (!opts.production) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const inserted = await db
      .insert(users)
      .values(
        DEMO_USERS.map((u) => ({
          ...u,
          password_hash: passwordHash,
          email_verified_at: sql`now()`,
          kvkk_consent_at: sql`now()`,
          notification_settings: defaultNotificationSettings,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    report.demoUsers = inserted.length;
    // Demo catalogue: never in production, only into an empty catalogue.
    const demo = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(inArray(users.email, ['salon@salonya.test', 'personel@salonya.test']));
    report.catalogue = await seedCatalogue(db, {
      provinces: data,
      count: opts.salonCount ?? DEMO_SALON_COUNT,
      passwordHash,
      demoOwnerId: demo.find((u) => u.email === 'salon@salonya.test')?.id ?? null,
      demoStaffId: demo.find((u) => u.email === 'personel@salonya.test')?.id ?? null,
      demoStaffName: demo.find((u) => u.email === 'personel@salonya.test')?.name ?? null,
    });
    report.admin = await seedAdmin(db, { uploadDir: opts.uploadDir });
    // Working hours, breaks, blockings and appointments of the demo catalogue (only once).
    await seedBooking(db, { now: Date.now() });
    // Blockings and breaks of the demo staff member for the availability pages (issue 7).
    await seedDemoAvailability(db, { now: Date.now() });
    // The demo customer's welcome bonus, through a real ledger journal (issue 18).
    await seedDemoWallet(db);
    // Demo coupons for the payment step and /musteri/kuponlar (issue 18 item 5).
    await seedDemoCoupons(db);
  }
  return report;
}
