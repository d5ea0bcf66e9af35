import { TeamCalendarPage } from '@/features/appointments/components/manage/team-calendar';
import { getServerNow } from '@/features/system/api/get-server-time';

/** /salon/takvim: the team's day and week calendar with walk-in booking (SPEC §2.6). */
export function Component() {
  return <TeamCalendarPage serverNow={getServerNow} />;
}
