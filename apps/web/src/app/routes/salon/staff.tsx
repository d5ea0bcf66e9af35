import { TeamPage } from '@/features/team/components/team-page';

/** /salon/personel (SPEC §2.6): the selected salon's team and invitations. */
export function Component() {
  return <TeamPage />;
}
