import { describe, expect, it } from 'vitest';
import { salonSlug, turkishSlug } from './slug';

describe('turkishSlug', () => {
  it.each([
    ['Güzel Saçlar', 'guzel-saclar'],
    ['İSTANBUL', 'istanbul'],
    ['Istanbul', 'istanbul'],
    ['ISPARTA', 'isparta'],
    ['ılık', 'ilik'],
    ['Kadıköy', 'kadikoy'],
    ['Çeşme', 'cesme'],
    ['Ağrı Dağı', 'agri-dagi'],
    ['Ödemiş', 'odemis'],
    ['Şişli', 'sisli'],
    ['Üsküdar', 'uskudar'],
    ['ÇĞİÖŞÜ çğıöşü', 'cgiosu-cgiosu'],
    ['Kâğıthane', 'kagithane'],
    ['Âşık Veysel', 'asik-veysel'],
    ['Îmân', 'iman'],
    ['Ûzüm', 'uzum'],
    ['Café Crème', 'cafe-creme'],
    ['  --Saç & Sakal!!  Tasarım--  ', 'sac-sakal-tasarim'],
    ['19 Mayıs', '19-mayis'],
    ['a___b...c', 'a-b-c'],
    ['', ''],
    ['!!!', ''],
  ])('%j → %j', (text, slug) => {
    expect(turkishSlug(text)).toBe(slug);
  });

  it('never leaves a combining dot from İ', () => {
    expect(turkishSlug('İİ')).toBe('ii');
  });
});

describe('salonSlug', () => {
  it('joins name, district and city', () => {
    expect(salonSlug({ name: 'Güzel Saçlar', district: 'Kadıköy', city: 'İstanbul' })).toBe(
      'guzel-saclar-kadikoy-istanbul',
    );
  });

  it.each([
    [{ name: 'Güzel Saçlar', district: null, city: 'İstanbul' }, 'guzel-saclar-istanbul'],
    [{ name: 'Güzel Saçlar', district: '', city: 'İzmir' }, 'guzel-saclar-izmir'],
    [{ name: 'Güzel Saçlar', district: 'Bornova' }, 'guzel-saclar-bornova'],
    [{ name: 'Güzel Saçlar' }, 'guzel-saclar'],
    [{ name: '', district: 'Kadıköy', city: 'İstanbul' }, 'kadikoy-istanbul'],
    [{ name: '!!!', district: '  ', city: 'Ankara' }, 'ankara'],
  ])('%j → %s (empty parts skipped)', (salon, slug) => {
    expect(salonSlug(salon)).toBe(slug);
  });
});
