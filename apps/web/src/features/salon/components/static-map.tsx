import { formatDecimal } from '@salonya/domain/format/number';
import { MapPin } from 'lucide-react';
import { stableHash } from '@salonya/domain/catalogue/default-images';

/** 40.990517, 29.000698 → '40,9905° K, 29,0007° D' (north/south, east/west in Turkish). */
export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${formatDecimal(Math.abs(latitude), 4)}° ${latitude >= 0 ? 'K' : 'G'}`;
  const lng = `${formatDecimal(Math.abs(longitude), 4)}° ${longitude >= 0 ? 'D' : 'B'}`;
  return `${lat}, ${lng}`;
}

/** A few street lines, the same for the same place, so the card looks like a map without loading any tiles. */
function streets(seed: number): { x1: number; y1: number; x2: number; y2: number; w: number }[] {
  const out = [];
  let h = seed;
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    return (h % 1000) / 1000;
  };
  for (let i = 0; i < 4; i += 1)
    out.push({ x1: 0, y1: 20 + next() * 160, x2: 400, y2: 20 + next() * 160, w: i === 0 ? 10 : 5 });
  for (let i = 0; i < 4; i += 1)
    out.push({ x1: 30 + next() * 340, y1: 0, x2: 30 + next() * 340, y2: 200, w: i === 0 ? 9 : 5 });
  return out;
}

/**
 * A static map card drawn locally (SVG, no external tiles or CDN): a street pattern, the pin in the middle and the
 * coordinates. The real map is one click away ('Yol Tarifi Al').
 */
export function StaticMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  label: string;
}) {
  const coordinates = formatCoordinates(latitude, longitude);
  return (
    <figure
      role="img"
      aria-label={`Konum: ${label} (${coordinates})`}
      className="relative overflow-hidden rounded-xl border border-gray-200 bg-[#eef2e6]"
    >
      <svg
        viewBox="0 0 400 200"
        className="block h-44 w-full"
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <rect x="250" y="120" width="120" height="60" rx="8" fill="#d7e8c7" />
        <rect x="30" y="30" width="90" height="50" rx="8" fill="#d7e8c7" />
        <path d="M0 170 C 120 140, 220 200, 400 150 L 400 200 L 0 200 Z" fill="#cfe3f1" />
        {streets(stableHash(`${Math.round(latitude * 1000)},${Math.round(longitude * 1000)}`)).map((s, i) => (
          <line
            key={i}
            x1={s.x1}
            y1={s.y1}
            x2={s.x2}
            y2={s.y2}
            stroke="#ffffff"
            strokeWidth={s.w}
            strokeLinecap="round"
          />
        ))}
        <circle cx="200" cy="100" r="28" fill="currentColor" className="text-brand-500" opacity="0.15" />
      </svg>
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-full text-brand-600 drop-shadow"
      >
        <MapPin className="size-10 fill-white" strokeWidth={2.25} />
      </span>
      <figcaption
        aria-hidden="true"
        className="absolute right-2 bottom-2 rounded-md bg-white/90 px-2 py-1 text-xs font-medium text-gray-700 shadow-sm tabular-nums"
      >
        {coordinates}
      </figcaption>
    </figure>
  );
}
