import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { prepareEntry } from '../../utils/entry';
import { takeResumeTarget } from '../../utils/resume-target';
import { markWizardVisited } from '../../utils/wizard-visits';
import type { StepProps } from '../step-props';

/**
 * SPEC §2.5 'entry (smart entry)': prepares the draft (entry.ts), then resumes the step a refresh interrupted
 * (SPEC §4) or starts at the date step. It shows only a loading state: it always moves on at once.
 */
export function EntryStep({ salonId, salon, services, staff, update }: StepProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const target = takeResumeTarget(salonId);
    let notices: string[] = [];
    update((draft) => {
      const result = prepareEntry({
        draft,
        salon,
        services,
        staff,
        query: new URLSearchParams(target?.query ?? location.search),
        resuming: target !== null,
        customerPackageIds: [],
      });
      notices = result.notices;
      return result.draft;
    });
    markWizardVisited(salonId);
    const to = target !== null ? `${target.path}${target.query}` : paths.booking.getHref(salonId, 'date');
    void navigate(to, { replace: true, state: notices.length > 0 ? { bookingNotices: notices } : null });
  }, [location.search, navigate, salon, salonId, services, staff, update]);

  return <LoadingState label="Randevu hazırlanıyor…" />;
}
