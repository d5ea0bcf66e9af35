import { StaffServiceMatrixPage } from '@/features/team/components/staff-service-matrix';

/** /salon/personele-hizmet-ata (SPEC §2.6): the staff × service matrix of the selected salon. */
export function Component() {
  return <StaffServiceMatrixPage />;
}
