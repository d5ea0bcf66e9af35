import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Crosshair, LocateFixed, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { GEOLOCATION_MESSAGES, useGeolocation } from '@/hooks/use-geolocation';
import { formatLatLng, nudge, pointAt, type LatLng } from '@/lib/locations/pin';

export interface LocationPinPickerProps {
  value: LatLng;
  onChange: (next: LatLng) => void;
  /** The chosen province's centre ('İl merkezine git'); null while none is known. */
  provinceCentre: LatLng | null;
  error?: string | undefined;
}

/**
 * A map pin without map tiles (the salon profile, the customer's addresses): a street-pattern view around the pin. A click or tap moves the pin there
 * (and the view follows), the arrow keys move it in ~50 m steps, 'Konumumu kullan' takes the phone's position.
 */
export function LocationPinPicker({ value, onChange, provinceCentre, error }: LocationPinPickerProps) {
  const padRef = useRef<HTMLDivElement>(null);
  const { locate, status } = useGeolocation();
  const message = GEOLOCATION_MESSAGES[status];

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = padRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    onChange(
      pointAt(value, (event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nudge(value, event.key);
    if (next) {
      event.preventDefault();
      onChange(next);
    }
  };
  const takeMyLocation = async () => {
    const found = await locate();
    if (found) onChange({ latitude: found.latitude, longitude: found.longitude });
  };

  return (
    <div className="space-y-2">
      <div
        ref={padRef}
        role="application"
        tabIndex={0}
        aria-label={`Harita konumu: ${formatLatLng(value)}. Yeri değiştirmek için haritaya dokunun ya da yön tuşlarını kullanın.`}
        aria-invalid={error ? true : undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        className={`relative h-56 cursor-crosshair overflow-hidden rounded-xl border bg-[#eef2e6] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          error ? 'border-red-500' : 'border-gray-200'
        }`}
      >
        <svg viewBox="0 0 400 220" preserveAspectRatio="none" className="size-full" aria-hidden="true">
          <rect x="30" y="24" width="110" height="60" rx="8" fill="#d7e8c7" />
          <rect x="260" y="140" width="110" height="56" rx="8" fill="#d7e8c7" />
          {[40, 110, 180].map((y) => (
            <line key={`h${y}`} x1="0" y1={y} x2="400" y2={y} stroke="#fff" strokeWidth={y === 110 ? 9 : 5} />
          ))}
          {[70, 200, 330].map((x) => (
            <line key={`v${x}`} x1={x} y1="0" x2={x} y2="220" stroke="#fff" strokeWidth={x === 200 ? 9 : 5} />
          ))}
          <circle cx="200" cy="110" r="26" className="fill-brand-500" opacity="0.15" />
        </svg>
        <span className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-full text-brand-600 drop-shadow">
          <MapPin aria-hidden="true" className="size-10 fill-white" strokeWidth={2.25} />
        </span>
        <span className="absolute top-2 left-2 rounded-md bg-white/90 px-2 py-1 text-xs font-semibold text-gray-700">
          K ↑
        </span>
        <span className="absolute right-2 bottom-2 rounded-md bg-white/90 px-2 py-1 text-xs font-medium text-gray-700 tabular-nums">
          {formatLatLng(value)}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void takeMyLocation()}>
          <LocateFixed aria-hidden="true" className="size-4" />
          Konumumu kullan
        </Button>
        {provinceCentre !== null && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(provinceCentre)}>
            <Crosshair aria-hidden="true" className="size-4" />
            İl merkezine git
          </Button>
        )}
      </div>
      {message !== undefined && (
        <p role="status" className="text-xs text-gray-600">
          {message}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
