export { Stat } from '@/components/ui/stat';
import { formatPercent as formatSharedPercent } from '@salonya/domain/format/number';

/** '%11,5', or '—' when nothing was available. */
export function formatPercent(percent: number | null): string {
  if (percent === null) return '—';
  return formatSharedPercent(percent);
}
