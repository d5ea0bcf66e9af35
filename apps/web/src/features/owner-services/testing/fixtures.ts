import type { OwnerService, OwnerServiceList } from '@salonya/contracts/owner-services';
import { ownerServiceListSchema } from '@salonya/contracts/owner-services';
import { mockApi, type ApiAnswer, type ApiCall } from '@/test/test-utils';
import { ownerSalonsAnswer } from '@/test/owner-salons';

export const CATEGORIES: OwnerServiceList['categories'] = [
  { id: 1, name: 'Saç Hizmetleri', icon: '✂️', parent_id: null },
  { id: 3, name: 'Nail & El Bakımı', icon: '💅', parent_id: null },
];

export function makeService(over: Partial<OwnerService> = {}): OwnerService {
  return {
    id: 101,
    salon_id: 1,
    category_id: 1,
    category_name: 'Saç Hizmetleri',
    category_icon: '✂️',
    name: 'Saç Kesimi',
    description: '',
    duration_minutes: 45,
    price_kurus: 45000,
    discounted_price_kurus: null,
    gender_focus: 'unisex',
    is_home_service: false,
    is_pet_service: false,
    is_active: true,
    sort_order: 0,
    archived_at: null,
    appointment_count: 0,
    ...over,
  };
}

/** The answers of the owner's salon list and the services list (validated against the contract). */
export function servicesApi(
  services: OwnerService[],
  extra: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {},
) {
  const data = ownerServiceListSchema.parse({ services, categories: CATEGORIES });
  return mockApi({
    'GET /salon-owner/salons': ownerSalonsAnswer([{ id: 1, name: 'Işıltı Kuaför', status: 'active' }]),
    'GET /salon-owner/salons/1/services': { body: { success: true, data } },
    ...extra,
  });
}
