/** '2027-03-01' → '01.03.2027' (a calendar date, no time zone involved). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
}
