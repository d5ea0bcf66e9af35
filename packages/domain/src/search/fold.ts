/**
 * Turkish search folding: the one form both the query and the indexed text are compared in. Lower case with the
 * Turkish dotted and dotless i (I → ı, İ → i), then without diacritics (ç→c ğ→g ı→i ö→o ş→s ü→u â→a î→i û→u and
 * any other accent), every run of other characters turned into one space. The SQL function search_fold() of
 * migration 0011_search mirrors it letter for letter; a test keeps the two equal.
 */

const TURKISH_UPPER: Readonly<Record<string, string>> = { I: 'ı', İ: 'i' };
const FOLD_LETTERS: Readonly<Record<string, string>> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** Turkish lower case: 'I' is 'ı' and 'İ' is 'i' (JavaScript's toLowerCase would give 'i' and 'i̇'). */
export function turkishLower(text: string): string {
  return text.replace(/[Iİ]/g, (c) => TURKISH_UPPER[c] ?? c).toLowerCase();
}

export function fold(text: string): string {
  return turkishLower(text)
    .replace(/[çğıöşüâîû]/g, (c) => FOLD_LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  const folded = fold(text);
  return folded === '' ? [] : folded.split(' ');
}

/**
 * The characters the SQL mirror translates one for one (upper and lower case, as lower() of a C-collated
 * database only knows ASCII). Exported for the migration test.
 */
export const SQL_FOLD_FROM = 'İIÇĞÖŞÜÂÎÛçğıöşüâîûÁÀÄÃÅÉÈËÊÍÌÏÓÒÕÚÙÑáàäãåéèëêíìïóòõúùñ';
export const SQL_FOLD_TO = 'iicgosuaiucgiosuaiuaaaaaeeeeiiiooouunaaaaaeeeeiiiooouun';
