/** Lower case in Turkish (İ → i, I → ı) without accents' influence on a plain includes() search. */
export function normalizeForSearch(text: string): string {
  return text.toLocaleLowerCase('tr-TR');
}
