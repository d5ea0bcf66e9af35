import { Faker, base, en, tr } from '@faker-js/faker';
import { CATEGORIES } from '../categories';
import type { MainCategoryCode } from '../categories';
import type { DistrictSeed, ProvinceSeed, loadProvinces } from '../province-centres';
import { turkishSlug as toSlug } from '@salonya/domain/slug';
import {
  AREA_CODES,
  CENTRAL_DISTRICTS,
  DISTRICT_STREETS,
  GENERIC_STREETS,
  ISTANBUL_ASIAN_DISTRICTS,
  MOBILE_PREFIXES,
  PROVINCE_POPULATION_K,
  withLocative,
} from './places';
import { Random, mixSeed } from './random';
import {
  AMENITIES,
  DEFAULT_STAFF_TITLES,
  SALON_ARCHETYPES,
  SALON_ARCHETYPE_CODES,
  TITLE_REQUIRES,
} from './salon-archetypes';
import type { Amenity, GenderFocus, SalonArchetype, SalonArchetypeCode } from './salon-archetypes';
import { SERVICE_TEMPLATES } from './service-templates';
import type { ServiceTemplate } from './service-templates';
import {
  CATEGORY_REVIEW_TOPIC,
  FIRST_NAMES,
  FIXED_CAMPAIGNS,
  OWNER_REPLIES,
  PERCENT_CAMPAIGNS,
  REVIEW_COMMENTS,
  STAFF_BIOS,
} from './texts';
import type { ReviewComment, ReviewTone, ReviewTopic } from './texts';

export { BRAND_CAMPAIGNS } from './texts';
export type { BrandCampaignSeed } from './texts';

export type SalonStatus = 'active' | 'pending' | 'suspended';
export type PersonGender = 'female' | 'male';

export interface OpeningHoursSeed {
  /** 1 = Pazartesi … 7 = Pazar (ISO). */
  weekday: number;
  /** 'HH:MM', or null when closed; closesAt may be '24:00'. */
  opensAt: string | null;
  closesAt: string | null;
}

export interface SalonServiceSeed {
  templateName: string;
  name: string;
  description: string;
  durationMinutes: number;
  /** Integer kuruş, a multiple of 1000 (10 TL steps). */
  priceKurus: number;
  /** Integer kuruş below priceKurus, or null. */
  discountedPriceKurus: number | null;
  /** Main category id (1..7). */
  categoryId: number;
  homeService: boolean;
  pet: boolean;
}

export interface StaffSeed {
  displayName: string;
  title: string;
  bio: string;
  specialties: string[];
  gender: PersonGender;
  /** Indexes into the salon's services this person performs. */
  serviceIndexes: number[];
}

export interface ReviewSeed {
  /** "Ayşe K." */
  authorName: string;
  rating: number;
  comment: string;
  daysAgo: number;
  reply?: string;
}

export interface CampaignSeed {
  title: string;
  description: string;
  discountType: 'percentage' | 'fixed';
  /** Percent (10..40) or kuruş. */
  discountValue: number;
  startsDaysAgo: number;
  endsInDays: number;
  serviceIndexes: number[];
}

export interface SalonSeed {
  /** Stable, unique: "<province slug>-<name slug>". */
  key: string;
  name: string;
  description: string;
  archetype: SalonArchetypeCode;
  genderFocus: GenderFocus;
  /** Main category ids (1..7) followed by fitting legacy ids (20..25), each group ascending. */
  categoryIds: number[];
  provinceCode: number;
  districtSlug: string;
  districtName: string;
  address: string;
  latitude: number;
  longitude: number;
  /** E.164, e.g. '+905321234567' or '+902163456789'. */
  phone: string;
  email: string;
  /** Handle without '@'. */
  instagram?: string;
  isVerified: boolean;
  isFeatured: boolean;
  status: SalonStatus;
  createdDaysAgo: number;
  openingHours: OpeningHoursSeed[];
  amenities: Amenity[];
  services: SalonServiceSeed[];
  staff: StaffSeed[];
  reviews: ReviewSeed[];
  campaign?: CampaignSeed;
  galleryCount: number;
}

export interface GenerateCatalogueOptions {
  seed: number;
  provinces: ReturnType<typeof loadProvinces>;
  count: number;
  /**
   * Relative salon share per province, keyed by province slug, name or plate code. When given, all `count`
   * salons are spread over these provinces only. When absent, the first salons follow DEFAULT_CITY_WEIGHTS
   * and any beyond their sum are spread over all 81 provinces by population.
   */
  cityWeights?: Record<string, number>;
}

/** The demo catalogue: 64 salons in five big cities and one small one. */
export const DEFAULT_CITY_WEIGHTS: Readonly<Record<string, number>> = {
  istanbul: 24,
  ankara: 12,
  izmir: 10,
  bursa: 7,
  antalya: 7,
  kastamonu: 4,
};

const CATEGORY_ID: Readonly<Record<MainCategoryCode, number>> = Object.fromEntries(
  CATEGORIES.flatMap((c) => (c.code === null ? [] : [[c.code, c.id]])),
) as Record<MainCategoryCode, number>;

/** Distance from the province centre within which salons are placed. */
const MAX_OFFSET_KM = 4;

// ─── Allocation ──────────────────────────────────────────────────────────────────────────────────

/** Splits `total` into integers proportional to `weights` (largest remainder; ties to the earlier entry). */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    left--;
  }
  return counts;
}

interface SalonSlot {
  province: ProvinceSeed;
  archetype: SalonArchetypeCode;
  status: SalonStatus;
  isNew: boolean;
}

function resolveProvince(provinces: readonly ProvinceSeed[], key: string): ProvinceSeed {
  const trimmed = key.trim();
  const found = /^\d+$/.test(trimmed)
    ? provinces.find((p) => p.code === Number(trimmed))
    : provinces.find((p) => p.slug === toSlug(trimmed));
  if (found === undefined) throw new Error(`Unknown province in cityWeights: ${key}`);
  return found;
}

const populationOf = (province: ProvinceSeed): number => PROVINCE_POPULATION_K[province.code] ?? 100;

const archetypeFits = (code: SalonArchetypeCode, province: ProvinceSeed): boolean =>
  populationOf(province) >= SALON_ARCHETYPES[code].minProvincePopulation;

/** Decides province, archetype, status and "new" flag of every salon, in output order. */
function planSlots(opts: GenerateCatalogueOptions): SalonSlot[] {
  const rng = new Random(mixSeed(opts.seed, 0x5107));
  const weightEntries = Object.entries(opts.cityWeights ?? DEFAULT_CITY_WEIGHTS).filter(([, w]) => w > 0);
  const baseProvinces = weightEntries.map(([key]) => resolveProvince(opts.provinces, key));
  const weightSum = weightEntries.reduce((a, [, w]) => a + w, 0);
  const baseCount = opts.cityWeights ? opts.count : Math.min(opts.count, Math.round(weightSum));
  const baseCounts = largestRemainder(
    baseCount,
    weightEntries.map(([, w]) => w),
  );

  // Archetype pool for the base salons: proportional to archetype weights, every archetype at least once.
  const archetypeCounts = largestRemainder(
    baseCount,
    SALON_ARCHETYPE_CODES.map((c) => SALON_ARCHETYPES[c].weight),
  );
  if (baseCount >= SALON_ARCHETYPE_CODES.length) {
    for (let i = 0; i < archetypeCounts.length; i++) {
      if (archetypeCounts[i] === 0) {
        const donor = archetypeCounts.indexOf(Math.max(...archetypeCounts));
        archetypeCounts[donor] = (archetypeCounts[donor] ?? 0) - 1;
        archetypeCounts[i] = 1;
      }
    }
  }
  const pool = rng.shuffle(
    SALON_ARCHETYPE_CODES.flatMap((code, i) => Array<SalonArchetypeCode>(archetypeCounts[i] ?? 0).fill(code)),
  );

  // Fill the smallest provinces first so restricted archetypes (luxury) end up in the big cities,
  // and prefer archetypes a province does not have yet so every city gets a mix.
  const basePlan = baseProvinces.map((province, i) => ({
    province,
    archetypes: [] as SalonArchetypeCode[],
    n: baseCounts[i] ?? 0,
  }));
  for (const entry of [...basePlan].sort((a, b) => populationOf(a.province) - populationOf(b.province))) {
    for (let k = 0; k < entry.n; k++) {
      const fits = (code: SalonArchetypeCode) => archetypeFits(code, entry.province);
      // A city with three or more salons has at least a barber and a women's hairdresser.
      const staple = entry.n >= 3 ? (['berber', 'kuafor_kadin'] as const)[k] : undefined;
      let at = staple === undefined ? -1 : pool.indexOf(staple);
      if (at < 0) at = pool.findIndex((code) => fits(code) && !entry.archetypes.includes(code));
      if (at < 0) at = pool.findIndex(fits);
      if (at < 0) at = 0;
      const [code] = pool.splice(at, 1);
      entry.archetypes.push(code ?? 'unisex_kuafor');
    }
  }

  const slots: SalonSlot[] = [];
  for (const entry of basePlan) {
    for (const archetype of entry.archetypes) {
      slots.push({ province: entry.province, archetype, status: 'active', isNew: false });
    }
  }

  // Status of the base salons: about 2 pending and 1 suspended per 64, never a luxury salon.
  const candidates = rng.shuffle(
    slots.map((s, i) => (s.archetype === 'luks_salon' ? -1 : i)).filter((i) => i >= 0),
  );
  const pending = Math.round((slots.length * 2) / 64);
  const suspended = Math.round(slots.length / 64);
  candidates.slice(0, pending).forEach((i) => ((slots[i] as SalonSlot).status = 'pending'));
  candidates
    .slice(pending, pending + suspended)
    .forEach((i) => ((slots[i] as SalonSlot).status = 'suspended'));

  // Scale salons beyond the demo set: every province by population.
  const extra = opts.count - slots.length;
  if (extra > 0) {
    const provinces = [...opts.provinces].sort((a, b) => a.code - b.code);
    const extraCounts = largestRemainder(extra, provinces.map(populationOf));
    provinces.forEach((province, i) => {
      for (let k = 0; k < (extraCounts[i] ?? 0); k++) {
        const fitting = SALON_ARCHETYPE_CODES.filter((code) => archetypeFits(code, province));
        const archetype = rng.weighted(fitting, (code) => SALON_ARCHETYPES[code].weight);
        const roll = rng.float();
        const status: SalonStatus = roll < 0.03 ? 'pending' : roll < 0.045 ? 'suspended' : 'active';
        slots.push({ province, archetype, status, isNew: false });
      }
    });
  }

  // Own stream per salon, so the flags of the first salons do not depend on how many follow.
  slots.forEach((slot, i) => {
    slot.isNew = i % 12 === 5 || new Random(mixSeed(opts.seed, i, 0x4e3)).chance(0.08);
  });
  return slots;
}

// ─── Small helpers ───────────────────────────────────────────────────────────────────────────────

const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** "Sıcak Taş Masajı (75 dk)" → "Sıcak Taş Masajı". */
const withoutParentheses = (name: string): string => name.replace(/\s*\([^)]*\)/g, '').trim();

/** Up to three distinct service names for a description, avoiding names with their own "ve" where possible. */
function highlightNames(services: readonly SalonServiceSeed[]): string[] {
  const names = [...new Set(services.map((s) => withoutParentheses(s.name)))];
  const plain = names.filter((n) => !n.includes(' ve '));
  return (plain.length >= 2 ? plain : names).slice(0, 3);
}

/** "A", "A ve B", "A, B ve C". */
function joinTurkish(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ve ${items[items.length - 1]}`;
}

const firstNameOf = (faker: Faker, gender: PersonGender): string =>
  faker.helpers.arrayElement(FIRST_NAMES[gender]);

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;

const tlToKurus = (tl: number): number => Math.max(10, roundTo(tl, 10)) * 100;

/** Price level of a province relative to Ankara (1.0). */
function cityPriceFactor(province: ProvinceSeed): number {
  if (province.code === 34) return 1.15;
  if (province.code === 35 || province.code === 7 || province.code === 48) return 1.05;
  if (province.code === 6) return 1;
  return populationOf(province) >= 1500 ? 0.95 : 0.85;
}

// ─── Per-salon generation ────────────────────────────────────────────────────────────────────────

interface SalonContext {
  rng: Random;
  faker: Faker;
  archetype: SalonArchetype;
  province: ProvinceSeed;
}

function pickDistrict(ctx: SalonContext): DistrictSeed {
  const { province, rng } = ctx;
  const central = (CENTRAL_DISTRICTS[province.code] ?? ['Merkez'])
    .map((name) => province.districts.find((d) => d.name === name))
    .filter((d): d is DistrictSeed => d !== undefined);
  const choices = central.length > 0 ? central : province.districts;
  if (choices.length === 0) throw new Error(`Province ${province.name} has no districts`);
  // Earlier (more central) districts are likelier.
  return rng.weighted(
    choices.map((d, i) => ({ d, w: choices.length - i + 1 })),
    (c) => c.w,
  ).d;
}

function pickAmenities(ctx: SalonContext): Amenity[] {
  const { archetype, rng } = ctx;
  const typicalChance = archetype.code === 'luks_salon' ? 0.95 : 0.8;
  const chosen = new Set<Amenity>();
  for (const amenity of archetype.typicalAmenities) if (rng.chance(typicalChance)) chosen.add(amenity);
  for (const amenity of archetype.occasionalAmenities) if (rng.chance(0.15)) chosen.add(amenity);
  if (archetype.genderFocus !== 'female') chosen.delete('Sadece Kadın Personel');
  return AMENITIES.filter((a) => chosen.has(a));
}

interface Founder {
  firstName: string;
  lastName: string;
  gender: PersonGender;
}

interface NameResult {
  name: string;
  slug: string;
  founderInName: boolean;
}

function pickName(ctx: SalonContext, founder: Founder, place: string, taken: Set<string>): NameResult {
  const { archetype, rng, faker } = ctx;
  let last: NameResult | undefined;
  for (let attempt = 0; attempt < 12; attempt++) {
    const pattern = rng.pick(archetype.namePatterns);
    const name = fill(pattern, {
      stem: rng.pick(archetype.nameStems),
      suffix: rng.pick(archetype.nameSuffixes),
      firstName: founder.firstName,
      firstName2: firstNameOf(faker, founder.gender === 'female' ? 'male' : 'female'),
      lastName: founder.lastName,
      place,
    });
    last = { name, slug: toSlug(name), founderInName: pattern.includes('{firstName}') };
    if (!taken.has(last.slug)) return last;
  }
  const fallback = last as NameResult;
  // A second branch of a name already taken in this city: "Lotus Spa Kadıköy", then "Lotus Spa Kadıköy 2".
  const branch = fallback.name.includes(place) ? fallback.name : `${fallback.name} ${place}`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? branch : `${branch} ${n}`;
    const slug = toSlug(name);
    if (!taken.has(slug)) return { name, slug, founderInName: fallback.founderInName };
  }
}

interface ChosenService {
  code: MainCategoryCode;
  template: ServiceTemplate;
  order: number;
}

function eligibleTemplates(archetype: SalonArchetype, code: MainCategoryCode): ServiceTemplate[] {
  const filter = archetype.serviceFilter[code];
  return SERVICE_TEMPLATES[code].filter((t) => {
    if (filter !== undefined && !filter.includes(t.name)) return false;
    if (t.audience === undefined || archetype.genderFocus === 'unisex') return true;
    return t.audience === archetype.genderFocus;
  });
}

function pickServices(ctx: SalonContext): ChosenService[] {
  const { archetype, rng } = ctx;
  const pools = archetype.categories.map(({ code, weight }, rank) => ({
    code,
    weight,
    rank,
    templates: eligibleTemplates(archetype, code),
  }));
  const available = pools.reduce((a, p) => a + p.templates.length, 0);
  const target = Math.min(
    available,
    Math.max(5, Math.min(14, rng.int(archetype.serviceCount[0], archetype.serviceCount[1]))),
  );

  const chosen = new Map<string, ChosenService>();
  const add = (pool: (typeof pools)[number], template: ServiceTemplate) => {
    if (chosen.has(template.name)) return;
    chosen.set(template.name, {
      code: pool.code,
      template,
      order: pool.rank * 100 + pool.templates.indexOf(template),
    });
  };
  for (const name of archetype.coreServices) {
    const pool = pools.find((p) => p.templates.some((t) => t.name === name));
    const template = pool?.templates.find((t) => t.name === name);
    if (pool === undefined || template === undefined) {
      throw new Error(`Core service ${name} is not offered by archetype ${archetype.code}`);
    }
    add(pool, template);
  }
  // Every category of the archetype gets at least one service.
  for (const pool of pools) {
    if (![...chosen.values()].some((c) => c.code === pool.code)) add(pool, rng.pick(pool.templates));
  }
  while (chosen.size < target) {
    const open = pools.filter((p) => p.templates.some((t) => !chosen.has(t.name)));
    if (open.length === 0) break;
    const pool = rng.weighted(open, (p) => p.weight);
    add(pool, rng.pick(pool.templates.filter((t) => !chosen.has(t.name))));
  }
  return [...chosen.values()].sort((a, b) => a.order - b.order);
}

function buildServices(ctx: SalonContext, chosen: readonly ChosenService[]): SalonServiceSeed[] {
  const { archetype, province, rng } = ctx;
  const factor = cityPriceFactor(province) * archetype.priceFactor;
  // Where in the market range this salon sits (0 = cheapest, 1 = dearest); each service varies around it.
  const level = rng.float();
  return chosen.map(({ code, template }) => {
    const [min, max] = template.priceTl;
    const position = Math.min(1, Math.max(0, level * 0.7 + rng.float() * 0.3));
    const priceKurus = tlToKurus((min + (max - min) * position) * factor);
    let discountedPriceKurus: number | null = null;
    if (rng.chance(0.2)) {
      const percent = rng.pick([10, 15, 20, 25, 30]);
      const discounted = roundTo((priceKurus * (100 - percent)) / 100, 1000);
      if (discounted > 0 && discounted < priceKurus) discountedPriceKurus = discounted;
    }
    const singleGenderAlias =
      template.aliases !== undefined &&
      (template.audience === undefined || template.audience === archetype.genderFocus) &&
      rng.chance(0.3);
    return {
      templateName: template.name,
      name: singleGenderAlias && template.aliases ? rng.pick(template.aliases) : template.name,
      description: template.description,
      durationMinutes: template.durationMinutes,
      priceKurus,
      discountedPriceKurus,
      categoryId: CATEGORY_ID[code],
      homeService: template.homeService === true,
      pet: template.pet === true,
    };
  });
}

function categoryIdsOf(archetype: SalonArchetype, chosen: readonly ChosenService[]): number[] {
  const main = new Set(chosen.map((c) => CATEGORY_ID[c.code]));
  const legacy = new Set<number>();
  for (const { template } of chosen) {
    const id = template.legacyCategoryId;
    if (id !== undefined && archetype.legacyCategoryIds.includes(id)) legacy.add(id);
  }
  return [...[...main].sort((a, b) => a - b), ...[...legacy].sort((a, b) => a - b)];
}

interface StaffMember extends StaffSeed {
  primary: MainCategoryCode;
  /** "Hanım", "Bey" or "Usta", used in review texts. */
  honorific: string;
  firstName: string;
}

function buildStaff(
  ctx: SalonContext,
  chosen: readonly ChosenService[],
  services: readonly SalonServiceSeed[],
  founder: Founder | null,
  femaleOnly: boolean,
): StaffMember[] {
  const { archetype, rng, faker } = ctx;
  const perCategory = new Map<MainCategoryCode, number[]>();
  chosen.forEach((c, i) => perCategory.set(c.code, [...(perCategory.get(c.code) ?? []), i]));
  const categories = [...perCategory.keys()].sort(
    (a, b) => (perCategory.get(b)?.length ?? 0) - (perCategory.get(a)?.length ?? 0),
  );
  const size = Math.min(
    6,
    Math.max(2, Math.max(categories.length, Math.ceil(services.length / 3)) + rng.int(0, 1)),
  );

  const staff: StaffMember[] = [];
  const names = new Set<string>();
  for (let i = 0; i < size; i++) {
    const primary = categories[i % categories.length] as MainCategoryCode;
    let gender: PersonGender;
    let firstName: string;
    let lastName: string;
    if (i === 0 && founder !== null) {
      ({ gender, firstName, lastName } = founder);
    } else {
      gender = femaleOnly || rng.chance(archetype.femaleStaffShare) ? 'female' : 'male';
      do {
        firstName = firstNameOf(faker, gender);
        lastName = faker.person.lastName();
      } while (names.has(`${firstName} ${lastName}`));
    }
    names.add(`${firstName} ${lastName}`);

    const own = perCategory.get(primary) ?? [];
    const indexes = new Set(own.filter(() => rng.chance(0.85)));
    if (indexes.size === 0) indexes.add(rng.pick(own));
    if (categories.length > 1 && rng.chance(0.3)) {
      const secondary = rng.pick(categories.filter((c) => c !== primary));
      for (const idx of perCategory.get(secondary) ?? []) if (rng.chance(0.5)) indexes.add(idx);
    }

    staff.push({
      displayName: `${firstName} ${lastName}`,
      title: '',
      primary,
      bio: '',
      specialties: [],
      gender,
      serviceIndexes: [...indexes],
      honorific: gender === 'female' ? 'Hanım' : archetype.maleHonorific,
      firstName,
    });
  }

  // Every service is performed by at least one person, preferably a specialist of its category.
  services.forEach((_, idx) => {
    if (staff.some((s) => s.serviceIndexes.includes(idx))) return;
    const code = chosen[idx]?.code;
    const specialists = staff.filter((s) => s.primary === code);
    rng.pick(specialists.length > 0 ? specialists : staff).serviceIndexes.push(idx);
  });

  for (const member of staff) {
    member.serviceIndexes.sort((a, b) => a - b);
    const performedTemplates = new Set(member.serviceIndexes.map((i) => services[i]?.templateName));
    const listed = archetype.staffTitles[member.primary]?.[member.gender] ?? [];
    const titles = listed.length > 0 ? listed : DEFAULT_STAFF_TITLES[member.primary][member.gender];
    const fitting = titles.filter((t) => TITLE_REQUIRES[t]?.some((n) => performedTemplates.has(n)) ?? true);
    member.title = rng.pick(fitting.length > 0 ? fitting : titles);
    const performed = [
      ...new Set(member.serviceIndexes.map((i) => withoutParentheses(services[i]?.templateName ?? ''))),
    ];
    member.specialties = rng.sample(performed, Math.min(3, performed.length));
    const [spec1 = '', spec2 = ''] = member.specialties;
    const bios = STAFF_BIOS.filter((b) => spec2 !== '' || !b.includes('{spec2}'));
    member.bio = fill(rng.pick(bios), {
      firstName: member.firstName,
      years: String(rng.int(2, 22)),
      title: member.title.toLocaleLowerCase('tr-TR'),
      spec1,
      spec2,
    });
  }
  return staff;
}

function buildOpeningHours(ctx: SalonContext): OpeningHoursSeed[] {
  const profile = ctx.rng.weighted(ctx.archetype.hours, (h) => h.weight);
  return profile.days.map((day, i) => ({
    weekday: i + 1,
    opensAt: day === null ? null : day[0],
    closesAt: day === null ? null : day[1],
  }));
}

function buildCoordinates(ctx: SalonContext): { latitude: number; longitude: number } {
  const { province, rng } = ctx;
  const distanceKm = MAX_OFFSET_KM * Math.sqrt(rng.float());
  const bearing = 2 * Math.PI * rng.float();
  const latitude = province.latitude + (distanceKm * Math.cos(bearing)) / 110.574;
  const longitude =
    province.longitude +
    (distanceKm * Math.sin(bearing)) / (111.32 * Math.cos((province.latitude * Math.PI) / 180));
  // eslint-disable-next-line no-restricted-syntax -- rounds generated coordinates, not display
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

function buildAddress(ctx: SalonContext, district: DistrictSeed): string {
  const { rng, province } = ctx;
  const street = rng.pick(DISTRICT_STREETS[`${province.code}:${district.slug}`] ?? GENERIC_STREETS);
  const door = rng.chance(0.6) ? `/${rng.int(1, 12)}` : '';
  return `${street} No: ${rng.int(1, 180)}${door}`;
}

function buildPhone(ctx: SalonContext, district: DistrictSeed): string {
  const { archetype, province, rng } = ctx;
  const mobileShare = archetype.code === 'eve_hizmet' || archetype.code === 'pet_kuafor' ? 0.85 : 0.5;
  if (rng.chance(mobileShare)) return `+90${rng.pick(MOBILE_PREFIXES)}${rng.int(1_000_000, 9_999_999)}`;
  const area =
    province.code === 34 && ISTANBUL_ASIAN_DISTRICTS.has(district.slug)
      ? '216'
      : (AREA_CODES[province.code] ?? '312');
  return `+90${area}${rng.int(2_000_000, 9_999_999)}`;
}

function buildInstagram(ctx: SalonContext, slug: string): string | undefined {
  const { rng } = ctx;
  if (!rng.chance(0.65)) return undefined;
  const dotted = slug.replace(/-/g, rng.chance(0.5) ? '.' : '');
  const handle = dotted.length <= 30 ? dotted : slug.replace(/-/g, '').slice(0, 30);
  return handle.replace(/^\.+|\.+$/g, '');
}

/** Rating 1..5 skewed to 4–5; `quality` 0..1 moves weight from low to high ratings. */
function drawRating(rng: Random, quality: number): number {
  const low = 0.03 + 0.18 * (1 - quality);
  const three = 0.04 + 0.12 * (1 - quality);
  const four = 0.3;
  const roll = rng.float();
  if (roll < low / 2) return 1;
  if (roll < low) return 2;
  if (roll < low + three) return 3;
  if (roll < low + three + four) return 4;
  return 5;
}

const toneOf = (rating: number): ReviewTone =>
  rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';

/** Review topics of a salon, each weighted by how many of its services belong to it. */
function reviewTopics(archetype: SalonArchetype, chosen: readonly ChosenService[]): Map<ReviewTopic, number> {
  const topics = new Map<ReviewTopic, number>();
  const add = (topic: ReviewTopic, weight: number) => topics.set(topic, (topics.get(topic) ?? 0) + weight);
  for (const { code, template } of chosen) {
    const topic = CATEGORY_REVIEW_TOPIC[code];
    if (topic !== 'hair') add(topic, 1);
    else if (archetype.genderFocus !== 'unisex') add(archetype.genderFocus === 'male' ? 'barber' : 'hair', 1);
    else add(template.audience === 'male' ? 'barber' : 'hair', 1);
  }
  return topics;
}

function buildReviews(
  ctx: SalonContext,
  chosen: readonly ChosenService[],
  staff: readonly StaffMember[],
  status: SalonStatus,
  createdDaysAgo: number,
): ReviewSeed[] {
  const { archetype, rng, faker } = ctx;
  if (status === 'pending' || rng.chance(0.08)) return [];
  const cap = Math.min(25, Math.floor(createdDaysAgo / 3) + 1);
  const count = rng.int(status === 'suspended' ? 3 : 0, Math.max(cap, status === 'suspended' ? 3 : 0));
  const quality = status === 'suspended' ? 0 : 0.3 + 0.7 * rng.float();
  const topics = [...reviewTopics(archetype, chosen)];
  const offered = new Set(chosen.map((c) => c.template.name));
  const fits = (comment: ReviewComment) =>
    comment.requires === undefined || comment.requires.some((n) => offered.has(n));
  const femaleAuthorShare =
    archetype.genderFocus === 'female' ? 0.9 : archetype.genderFocus === 'male' ? 0.03 : 0.55;
  const used = new Set<string>();

  const reviews: ReviewSeed[] = [];
  for (let i = 0; i < count; i++) {
    const rating = drawRating(rng, quality);
    const tone = toneOf(rating);
    const topic = rng.chance(0.55) ? rng.weighted(topics, ([, weight]) => weight)[0] : 'general';
    const specific = REVIEW_COMMENTS[topic][tone].filter(fits);
    const pool = specific.length > 0 ? specific : REVIEW_COMMENTS.general[tone];
    const fresh = pool.filter((c) => !used.has(c.text));
    const template = rng.pick(fresh.length > 0 ? fresh : pool).text;
    used.add(template);

    const member = rng.pick(staff);
    const dative =
      member.honorific === 'Hanım' ? "Hanım'a" : member.honorific === 'Usta' ? "Usta'ya" : "Bey'e";
    const comment = fill(template, {
      staff: `${member.firstName} ${member.honorific}`,
      staffDative: `${member.firstName} ${dative}`,
    });

    const gender: PersonGender = rng.chance(femaleAuthorShare) ? 'female' : 'male';
    const first = firstNameOf(faker, gender);
    const initial = faker.person.lastName().charAt(0).toLocaleUpperCase('tr-TR');
    const review: ReviewSeed = {
      authorName: `${first} ${initial}.`,
      rating,
      comment,
      daysAgo: rng.int(0, createdDaysAgo),
    };
    const replyChance = tone === 'negative' ? 0.6 : tone === 'mixed' ? 0.4 : 0.25;
    if (rng.chance(replyChance)) {
      review.reply = fill(rng.pick(OWNER_REPLIES[tone]), {
        author: `${first} ${gender === 'female' ? 'Hanım' : 'Bey'}`,
      });
    }
    reviews.push(review);
  }
  return reviews.sort((a, b) => a.daysAgo - b.daysAgo);
}

function buildCampaign(
  ctx: SalonContext,
  services: readonly SalonServiceSeed[],
  createdDaysAgo: number,
): CampaignSeed {
  const { rng } = ctx;
  const serviceIndexes = rng
    .sample(
      services.map((_, i) => i),
      rng.int(1, Math.min(3, services.length)),
    )
    .sort((a, b) => a - b);
  const cheapest = Math.min(...serviceIndexes.map((i) => services[i]?.priceKurus ?? 0));
  // A fixed discount: 50 TL steps, at most a quarter of the cheapest service and at most 500 TL.
  const maxFixedSteps = Math.min(10, Math.floor((cheapest * 0.25) / 5000));
  const common = {
    startsDaysAgo: rng.int(0, Math.min(30, createdDaysAgo)),
    endsInDays: rng.int(5, 60),
    serviceIndexes,
  };
  if (maxFixedSteps >= 1 && rng.chance(0.35)) {
    const discountValue = rng.int(1, maxFixedSteps) * 5000;
    const text = rng.pick(FIXED_CAMPAIGNS);
    const value = String(discountValue / 100);
    return {
      title: fill(text.title, { value }),
      description: fill(text.description, { value }),
      discountType: 'fixed',
      discountValue,
      ...common,
    };
  }
  const discountValue = rng.pick([10, 15, 20, 25, 30, 35, 40]);
  const text = rng.pick(PERCENT_CAMPAIGNS);
  const value = String(discountValue);
  return {
    title: fill(text.title, { value }),
    description: fill(text.description, { value }),
    discountType: 'percentage',
    discountValue,
    ...common,
  };
}

function buildSalon(ctx: SalonContext, slot: SalonSlot, takenNames: Set<string>): SalonSeed {
  const { archetype, province, rng, faker } = ctx;
  const district = pickDistrict(ctx);
  const place = district.name === 'Merkez' ? province.name : district.name;
  const amenities = pickAmenities(ctx);
  const femaleOnly = amenities.includes('Sadece Kadın Personel');

  const founderGender: PersonGender =
    femaleOnly || archetype.founderGender === 'female'
      ? 'female'
      : archetype.founderGender === 'male'
        ? 'male'
        : rng.chance(0.5)
          ? 'female'
          : 'male';
  const founder: Founder = {
    gender: founderGender,
    firstName: firstNameOf(faker, founderGender),
    lastName: faker.person.lastName(),
  };
  const { name, slug, founderInName } = pickName(ctx, founder, place, takenNames);
  takenNames.add(slug);

  const chosen = pickServices(ctx);
  const services = buildServices(ctx, chosen);
  const staff = buildStaff(ctx, chosen, services, founderInName ? founder : null, femaleOnly);

  const status = slot.status;
  const createdDaysAgo =
    status === 'pending' ? rng.int(0, 14) : slot.isNew ? rng.int(0, 29) : rng.int(30, 900);
  const isVerified =
    status === 'pending'
      ? false
      : archetype.code === 'luks_salon' || rng.chance(status === 'active' ? 0.72 : 0.5);
  const isFeatured =
    status === 'active' && isVerified && (archetype.code === 'luks_salon' || rng.chance(0.12));

  const description = fill(rng.pick(archetype.descriptionTemplates), {
    name,
    placeLoc: withLocative(place),
    city: province.name,
    services: joinTurkish(highlightNames(services)),
  });
  const openingHours = buildOpeningHours(ctx);
  const { latitude, longitude } = buildCoordinates(ctx);
  const address = buildAddress(ctx, district);
  const phone = buildPhone(ctx, district);
  const instagram = buildInstagram(ctx, slug);
  const reviews = buildReviews(ctx, chosen, staff, status, createdDaysAgo);
  const campaign =
    status === 'active' && rng.chance(0.3) ? buildCampaign(ctx, services, createdDaysAgo) : undefined;

  const salon: SalonSeed = {
    key: `${province.slug}-${slug}`,
    name,
    description,
    archetype: archetype.code,
    genderFocus: archetype.genderFocus,
    categoryIds: categoryIdsOf(archetype, chosen),
    provinceCode: province.code,
    districtSlug: district.slug,
    districtName: district.name,
    address,
    latitude,
    longitude,
    phone,
    email: `${slug.replace(/-/g, '').slice(0, 40)}.${province.slug}@salonya.test`,
    isVerified,
    isFeatured,
    status,
    createdDaysAgo,
    openingHours,
    amenities,
    services,
    staff: staff.map(({ displayName, title, bio, specialties, gender, serviceIndexes }) => ({
      displayName,
      title,
      bio,
      specialties,
      gender,
      serviceIndexes,
    })),
    reviews,
    galleryCount: rng.int(2, 8),
  };
  if (instagram !== undefined) salon.instagram = instagram;
  if (campaign !== undefined) salon.campaign = campaign;
  return salon;
}

/**
 * Builds the salon catalogue: pure and deterministic (same options → deep-equal result). Salon i depends only
 * on the seed, its slot and the names taken before it, so the first 64 salons of a 20,000-salon run are the
 * demo catalogue.
 */
export function generateCatalogue(opts: GenerateCatalogueOptions): SalonSeed[] {
  if (!Number.isInteger(opts.count) || opts.count < 0) throw new Error(`Invalid salon count: ${opts.count}`);
  const slots = planSlots(opts);
  // A private Faker with fakerTR's locale chain, so seeding it never disturbs other users of fakerTR.
  const faker = new Faker({ locale: [tr, en, base] });
  const takenNames = new Map<number, Set<string>>();

  return slots.map((slot, index) => {
    faker.seed([opts.seed >>> 0, index]);
    const ctx: SalonContext = {
      rng: new Random(mixSeed(opts.seed, index, 0x5a1)),
      faker,
      archetype: SALON_ARCHETYPES[slot.archetype],
      province: slot.province,
    };
    let taken = takenNames.get(slot.province.code);
    if (taken === undefined) {
      taken = new Set();
      takenNames.set(slot.province.code, taken);
    }
    return buildSalon(ctx, slot, taken);
  });
}
