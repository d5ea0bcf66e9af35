import { parseStoredObject, readStorage, writeStorage } from '@/lib/storage';
import { parseResumeTarget, type ResumeTarget } from './booking-steps';

/** SPEC §4: the step a refresh interrupted (step, path and query), kept until the entry resumes it. */
const RESUME_KEY = 'booking_resume';

export function storeResumeTarget(target: ResumeTarget): void {
  writeStorage(window.sessionStorage, RESUME_KEY, JSON.stringify(target));
}

/** Reads and forgets the stored target of this salon (a target of another salon is dropped). */
export function takeResumeTarget(salonId: number): ResumeTarget | null {
  const raw = readStorage(window.sessionStorage, RESUME_KEY);
  writeStorage(window.sessionStorage, RESUME_KEY, null);
  return parseResumeTarget(parseStoredObject(raw), salonId);
}
