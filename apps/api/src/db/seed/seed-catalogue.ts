import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  brandCampaigns,
  campaignServices,
  campaigns,
  districts,
  reviews,
  salonCategories,
  salonDailyViews,
  salonGallery,
  salonOpeningHours,
  salonStaff,
  salons,
  services,
  staffServices,
  users,
} from '../schema';
import { defaultNotificationSettings } from '../../modules/auth/auth.repository';
import { BRAND_CAMPAIGNS, generateCatalogue, type SalonSeed } from './data/catalogue/generate';
import { mulberry32 } from './data/catalogue/random';
import { refreshSalonStats } from '../../modules/salons/salon-cards.repository';
import { refreshSearchDocuments } from '../../modules/search/search-documents.repository';
import type { loadProvinces } from './data/province-centres';

export const CATALOGUE_SEED = 2026;
export const DEMO_SALON_COUNT = 64;
const DAY_MS = 86_400_000;

/** The pictures shipped in apps/web/public/images/gallery, with their Turkish captions. */
export const GALLERY_PICTURES = [
  'Saç kesim alanı',
  'Berber koltuğu',
  'Spa ve masaj odası',
  'Manikür masası',
  'Makyaj köşesi',
  'Bekleme salonu',
  'Ürün rafı',
  'Yıkama ünitesi',
] as const;

export interface CatalogueReport {
  salons: number;
  services: number;
  staff: number;
  reviews: number;
}

type Province = ReturnType<typeof loadProvinces>[number];

/** Inserts rows in chunks: one statement may carry at most 65 535 parameters. */
async function insertChunked<T, R>(
  rows: T[],
  size: number,
  insert: (chunk: T[]) => Promise<R[]>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The demo catalogue (salons, services, staff, reviews, campaigns), only into an empty catalogue so a second start
 * keeps whatever the database holds. `demoOwnerId`/`demoStaffId` get the first İstanbul salons.
 */
export async function seedCatalogue(
  db: Db,
  opts: {
    provinces: Province[];
    count: number;
    passwordHash: string;
    demoOwnerId: number | null;
    demoStaffId: number | null;
    /** The demo staff user's name: their specialist row shows the same name (one identity, ADR 0024). */
    demoStaffName?: string | null;
    now?: number;
  },
): Promise<CatalogueReport> {
  const report: CatalogueReport = { salons: 0, services: 0, staff: 0, reviews: 0 };
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(salons);
  if ((existing?.n ?? 0) > 0) return report;

  const now = opts.now ?? Date.now();
  const catalogue = generateCatalogue({ seed: CATALOGUE_SEED, provinces: opts.provinces, count: opts.count });
  const districtRows = await db
    .select({ id: districts.id, province_id: districts.province_id, slug: districts.slug })
    .from(districts);
  const districtId = new Map(districtRows.map((d) => [`${d.province_id}:${d.slug}`, d.id]));

  const userBase = {
    password_hash: opts.passwordHash,
    email_verified_at: new Date(now),
    kvkk_consent_at: new Date(now),
    notification_settings: defaultNotificationSettings,
  };

  await db.transaction(async (tx) => {
    // Owners: the demo owner runs the first two active İstanbul salons (so switching salons can be tried).
    const demoOwned = catalogue
      .filter((s) => s.provinceCode === 34 && s.status === 'active')
      .slice(0, 2)
      .map((s) => s.key);
    const ownerRows = catalogue
      .filter((s) => !(opts.demoOwnerId !== null && demoOwned.includes(s.key)))
      .map((s) => ({
        ...userBase,
        name: ownerName(s),
        email: `sahip.${s.key}@salonya.test`,
        phone: s.phone.startsWith('+905') ? s.phone : null,
        user_type: 'salon_owner' as const,
      }));
    const owners = await insertChunked(ownerRows, 500, (chunk) =>
      tx.insert(users).values(chunk).returning({ id: users.id, email: users.email }),
    );
    const ownerByEmail = new Map(owners.map((o) => [o.email, o.id]));

    const salonRows = catalogue.map((s) => {
      const district = districtId.get(`${s.provinceCode}:${s.districtSlug}`);
      if (district === undefined)
        throw new Error(`seed: unknown district ${s.districtSlug} in ${s.provinceCode}`);
      const created = new Date(now - s.createdDaysAgo * DAY_MS);
      return {
        owner_user_id:
          demoOwned.includes(s.key) && opts.demoOwnerId !== null
            ? opts.demoOwnerId
            : ownerByEmail.get(`sahip.${s.key}@salonya.test`)!,
        name: s.name,
        description: s.description,
        salon_type: s.archetype,
        gender_focus: s.genderFocus,
        province_id: s.provinceCode,
        district_id: district,
        address: s.address,
        latitude: s.latitude,
        longitude: s.longitude,
        phone: s.phone,
        email: s.email,
        instagram: s.instagram ?? null,
        amenities: s.amenities,
        is_verified: s.isVerified,
        is_featured: s.isFeatured,
        status: s.status,
        created_at: created,
        updated_at: created,
      };
    });
    const salonIds = (
      await insertChunked(salonRows, 400, (chunk) =>
        tx.insert(salons).values(chunk).returning({ id: salons.id }),
      )
    ).map((r) => r.id);
    report.salons = salonIds.length;

    await insertChunked(
      catalogue.flatMap((s, i) =>
        s.categoryIds.map((category_id) => ({ salon_id: salonIds[i]!, category_id })),
      ),
      2000,
      (chunk) => tx.insert(salonCategories).values(chunk).returning({ salon_id: salonCategories.salon_id }),
    );
    await insertChunked(
      catalogue.flatMap((s, i) =>
        s.openingHours.map((h) => ({
          salon_id: salonIds[i]!,
          weekday: h.weekday,
          opens_at: h.opensAt,
          closes_at: h.closesAt === '24:00' ? '23:59:59' : h.closesAt,
        })),
      ),
      2000,
      (chunk) =>
        tx.insert(salonOpeningHours).values(chunk).returning({ salon_id: salonOpeningHours.salon_id }),
    );

    await insertChunked(
      catalogue.flatMap((s, i) =>
        Array.from({ length: s.galleryCount }, (_, order) => {
          const picture = (i * 3 + order) % GALLERY_PICTURES.length;
          return {
            salon_id: salonIds[i]!,
            image_url: `/images/gallery/gallery-${picture + 1}.svg`,
            caption: GALLERY_PICTURES[picture]!,
            sort_order: order,
          };
        }),
      ),
      2000,
      (chunk) => tx.insert(salonGallery).values(chunk).returning({ id: salonGallery.id }),
    );

    const serviceIds = await insertChunked(
      catalogue.flatMap((s, i) =>
        s.services.map((sv, order) => ({
          salon_id: salonIds[i]!,
          category_id: sv.categoryId,
          name: sv.name,
          description: sv.description,
          duration_minutes: sv.durationMinutes,
          price_kurus: sv.priceKurus,
          discounted_price_kurus: sv.discountedPriceKurus,
          is_home_service: sv.homeService,
          is_pet_service: sv.pet,
          sort_order: order,
        })),
      ),
      1000,
      (chunk) => tx.insert(services).values(chunk).returning({ id: services.id }),
    );
    report.services = serviceIds.length;
    const serviceIdOf = offsets(
      catalogue.map((s) => s.services.length),
      serviceIds.map((r) => r.id),
    );

    // Staff: each a staff user; the demo staff user is the first specialist of the demo owner's first salon.
    const demoStaffKey = demoOwned[0];
    const staffUsers = catalogue.flatMap((s) =>
      s.staff.map((st, j) => ({
        salon: s,
        index: j,
        seed: st,
        isDemo: opts.demoStaffId !== null && s.key === demoStaffKey && j === 0,
      })),
    );
    const insertedStaffUsers = await insertChunked(
      staffUsers.filter((u) => !u.isDemo),
      500,
      (chunk) =>
        tx
          .insert(users)
          .values(
            chunk.map((u) => ({
              ...userBase,
              name: u.seed.displayName,
              email: `personel.${u.salon.key}.${u.index + 1}@salonya.test`,
              phone: null,
              user_type: 'staff' as const,
            })),
          )
          .returning({ id: users.id }),
    );
    let nextStaffUser = 0;
    const staffRows = staffUsers.map((u) => {
      const salonIndex = catalogue.indexOf(u.salon);
      return {
        salon_id: salonIds[salonIndex]!,
        user_id: u.isDemo ? opts.demoStaffId! : insertedStaffUsers[nextStaffUser++]!.id,
        // A staff member is one person: the specialist name customers and owners see is the user's name.
        display_name: u.isDemo && opts.demoStaffName ? opts.demoStaffName : u.seed.displayName,
        title: u.seed.title,
        bio: u.seed.bio,
        specialties: u.seed.specialties,
      };
    });
    const staffIds = (
      await insertChunked(staffRows, 500, (chunk) =>
        tx.insert(salonStaff).values(chunk).returning({ id: salonStaff.id }),
      )
    ).map((r) => r.id);
    report.staff = staffIds.length;
    const staffIdOf = offsets(
      catalogue.map((s) => s.staff.length),
      staffIds,
    );

    await insertChunked(
      catalogue.flatMap((s, i) =>
        s.staff.flatMap((st, j) =>
          st.serviceIndexes.map((k) => ({ salon_staff_id: staffIdOf(i, j), service_id: serviceIdOf(i, k) })),
        ),
      ),
      3000,
      (chunk) => tx.insert(staffServices).values(chunk).returning({ id: staffServices.salon_staff_id }),
    );

    // Reviewers are customer accounts, one per distinct author name.
    const authors = [...new Set(catalogue.flatMap((s) => s.reviews.map((r) => r.authorName)))];
    const authorIds = await insertChunked(authors, 500, (chunk) =>
      tx
        .insert(users)
        .values(
          chunk.map((name) => ({
            ...userBase,
            name,
            email: `yorumcu.${authors.indexOf(name) + 1}@salonya.test`,
            phone: null,
            user_type: 'customer' as const,
          })),
        )
        .returning({ id: users.id }),
    );
    const authorId = new Map(authors.map((a, i) => [a, authorIds[i]!.id]));
    const reviewRows = catalogue.flatMap((s, i) =>
      s.reviews.map((r, k) => {
        const at = new Date(now - r.daysAgo * DAY_MS);
        return {
          salon_id: salonIds[i]!,
          salon_staff_id: s.staff.length > 0 ? staffIdOf(i, k % s.staff.length) : null,
          customer_user_id: authorId.get(r.authorName)!,
          rating: r.rating,
          comment: r.comment,
          reply: r.reply ?? null,
          replied_at: r.reply ? new Date(at.getTime() + DAY_MS) : null,
          created_at: at,
          updated_at: at,
        };
      }),
    );
    report.reviews = (
      await insertChunked(reviewRows, 1000, (chunk) =>
        tx.insert(reviews).values(chunk).returning({ id: reviews.id }),
      )
    ).length;

    const campaignSalons = catalogue.map((s, i) => ({ s, i })).filter((x) => x.s.campaign !== undefined);
    const campaignIds = await insertChunked(campaignSalons, 500, (chunk) =>
      tx
        .insert(campaigns)
        .values(
          chunk.map(({ s, i }) => ({
            salon_id: salonIds[i]!,
            title: s.campaign!.title,
            description: s.campaign!.description,
            discount_type: s.campaign!.discountType,
            discount_value: s.campaign!.discountValue,
            starts_on: isoDay(now - s.campaign!.startsDaysAgo * DAY_MS),
            ends_on: isoDay(now + s.campaign!.endsInDays * DAY_MS),
          })),
        )
        .returning({ id: campaigns.id }),
    );
    await insertChunked(
      campaignSalons.flatMap(({ s, i }, c) =>
        s.campaign!.serviceIndexes.map((k) => ({
          campaign_id: campaignIds[c]!.id,
          service_id: serviceIdOf(i, k),
        })),
      ),
      3000,
      (chunk) => tx.insert(campaignServices).values(chunk).returning({ id: campaignServices.campaign_id }),
    );

    await tx.insert(brandCampaigns).values(
      BRAND_CAMPAIGNS.map((b) => ({
        brand_name: b.brandName,
        title: b.title,
        description: b.description,
        discount_text: b.discountText,
        starts_on: isoDay(now - b.startsDaysAgo * DAY_MS),
        ends_on: isoDay(now + b.endsInDays * DAY_MS),
        is_active: b.isActive,
      })),
    );

    // Two weeks of page views, deterministic per salon: one input of the trending list.
    const rand = mulberry32(CATALOGUE_SEED);
    const viewRows = salonIds.flatMap((salon_id, i) => {
      const popularity = catalogue[i]!.isFeatured ? 60 : 5 + Math.floor(rand() * 40);
      return Array.from({ length: 14 }, (_, d) => ({
        salon_id,
        day: isoDay(now - d * DAY_MS),
        views: Math.floor(popularity * (0.5 + rand())),
      }));
    });
    await insertChunked(viewRows, 5000, (chunk) =>
      tx.insert(salonDailyViews).values(chunk).returning({ id: salonDailyViews.salon_id }),
    );

    await refreshRatings(tx);
    await refreshSalonStats(tx);
    await refreshSearchDocuments(tx);
  });
  return report;
}

/** Recomputes the cached rating columns of salons and staff from visible (not hidden) reviews (ADR 0043). */
export async function refreshRatings(db: Db): Promise<void> {
  await db.execute(sql`
    update salons s set rating_average = coalesce(r.avg, 0), review_count = coalesce(r.n, 0)
    from (select salon_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n
          from reviews where status <> 'hidden' and deleted_at is null group by salon_id) r
    where r.salon_id = s.id`);
  await db.execute(sql`
    update salon_staff st set rating_average = coalesce(r.avg, 0), review_count = coalesce(r.n, 0)
    from (select salon_staff_id, round(avg(rating)::numeric, 2) as avg, count(*)::int as n
          from reviews where status <> 'hidden' and deleted_at is null and salon_staff_id is not null
          group by salon_staff_id) r
    where r.salon_staff_id = st.id`);
}

/** Maps (group index, item index) to the id inserted for it, given the group sizes in insertion order. */
function offsets(sizes: number[], ids: number[]): (group: number, item: number) => number {
  const starts: number[] = [];
  let acc = 0;
  for (const size of sizes) {
    starts.push(acc);
    acc += size;
  }
  return (group, item) => {
    const id = ids[starts[group]! + item];
    if (id === undefined) throw new Error(`seed: no id for ${group}/${item}`);
    return id;
  };
}

function ownerName(s: SalonSeed): string {
  return s.staff[0]?.displayName ?? `${s.name} Yönetimi`;
}
