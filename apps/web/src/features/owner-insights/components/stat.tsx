export { Stat } from '@/components/ui/stat';
import { formatNumber } from '@/lib/format';

/** '%11,5', or '—' when nothing was available. */
export function formatPercent(percent: number | null): string {
  if (percent === null) return '—';
  return `%${formatNumber(percent)}`;
}
