import { describe, expect, it } from 'vitest';
import { blocksToPlainText, formatIsoDate, parseRichText, richTextToPlain } from './rich-text';

describe('rich text marks', () => {
  it('splits bold, code and links out of the text', () => {
    expect(
      parseRichText('**Not:** `auth_token` için [Çerez Politikası](/cerez-politikasi) sayfasına bakın.'),
    ).toEqual([
      { kind: 'strong', text: 'Not:' },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'auth_token' },
      { kind: 'text', text: ' için ' },
      { kind: 'link', text: 'Çerez Politikası', href: '/cerez-politikasi' },
      { kind: 'text', text: ' sayfasına bakın.' },
    ]);
  });

  it('reads blocks as plain text for the search', () => {
    expect(richTextToPlain('[destek@salonya.test](mailto:destek@salonya.test) adresine yazın')).toBe(
      'destek@salonya.test adresine yazın',
    );
    expect(
      blocksToPlainText([
        { kind: 'paragraph', text: 'Randevunuzu **iptal** edin.' },
        { kind: 'list', items: ['Bir', 'İki'] },
      ]),
    ).toBe('Randevunuzu iptal edin. Bir İki');
  });

  it('writes ISO dates as DD.MM.YYYY', () => {
    expect(formatIsoDate('2026-11-22')).toBe('22.11.2026');
  });
});
