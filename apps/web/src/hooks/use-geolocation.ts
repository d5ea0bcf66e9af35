import { useCallback, useRef, useState } from 'react';
import type { Coordinates } from '@/lib/locations/types';

export type GeolocationStatus = 'idle' | 'locating' | 'ready' | 'denied' | 'unavailable' | 'unsupported';

/** What to tell the visitor for each state (nothing when idle or ready). */
export const GEOLOCATION_MESSAGES: Partial<Record<GeolocationStatus, string>> = {
  locating: 'Konumunuz alınıyor…',
  denied: 'Konum izni verilmedi. Tarayıcınızın ayarlarından izin verebilir ya da bir şehir seçebilirsiniz.',
  unavailable: 'Konumunuz şu anda alınamadı. Biraz sonra tekrar deneyin ya da bir şehir seçin.',
  unsupported: 'Tarayıcınız konum paylaşımını desteklemiyor. Bir şehir seçebilirsiniz.',
};

/**
 * The browser's position, asked for only when `locate` is called (never on render: the permission prompt
 * follows a click). `locate` resolves with the coordinates, or null when they cannot be had.
 */
export function useGeolocation() {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const pending = useRef(false);

  const locate = useCallback((): Promise<Coordinates | null> => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setStatus('unsupported');
      return Promise.resolve(null);
    }
    if (pending.current) return Promise.resolve(null);
    pending.current = true;
    setStatus('locating');
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          pending.current = false;
          setStatus('ready');
          resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        },
        (error) => {
          pending.current = false;
          setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
          resolve(null);
        },
        { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
      );
    });
  }, []);

  return { status, message: GEOLOCATION_MESSAGES[status], locate };
}
