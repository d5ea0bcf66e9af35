import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { districts, provinces } from '../../db/schema';

export interface ProvinceDto {
  id: number;
  name: string;
  slug: string;
  parent_id: null;
  type: 'province';
  coordinates: { latitude: number; longitude: number };
}

export interface DistrictDto {
  id: number;
  name: string;
  slug: string;
  parent_id: number;
  type: 'district';
}

export async function listProvinces(db: Db): Promise<ProvinceDto[]> {
  const rows = await db
    .select({
      id: provinces.id,
      name: provinces.name,
      slug: provinces.slug,
      latitude: provinces.latitude,
      longitude: provinces.longitude,
    })
    .from(provinces)
    .orderBy(asc(provinces.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    parent_id: null,
    type: 'province',
    coordinates: { latitude: r.latitude, longitude: r.longitude },
  }));
}

export async function listDistricts(db: Db, provinceId: number): Promise<DistrictDto[]> {
  const rows = await db
    .select({
      id: districts.id,
      name: districts.name,
      slug: districts.slug,
      parent_id: districts.province_id,
    })
    .from(districts)
    .where(eq(districts.province_id, provinceId))
    .orderBy(asc(districts.name));
  const collator = new Intl.Collator('tr');
  return rows
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((r) => ({ ...r, type: 'district' as const }));
}

export async function provinceExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, id)).limit(1);
  return row !== undefined;
}
