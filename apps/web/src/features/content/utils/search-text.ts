/**
 * Search that forgives Turkish letters and case: 'kuafor' finds 'kuaför', 'IPTAL' finds 'iptal' and 'İade' finds
 * 'iade'. Both the text and the query are folded the same way: Turkish lower case (İ → i, I → ı), accents removed
 * (ç ğ ö ş ü â î û → c g o s u a i u), dotless ı → i, apostrophes dropped ('Salonya’da' → 'salonyada'), any
 * other punctuation turned into a space.
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a query, folded; empty for a blank query. */
export function searchTerms(query: string): string[] {
  const folded = foldForSearch(query);
  return folded === '' ? [] : folded.split(' ');
}

/** True when every term occurs in the folded text (terms may be word beginnings or parts). */
export function matchesSearch(foldedText: string, terms: readonly string[]): boolean {
  return terms.every((term) => foldedText.includes(term));
}
