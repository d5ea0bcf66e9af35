/** Query keys of the team screens; every key starts with the salon the owner acts on. */
export const teamKeys = {
  all: (salonId: number) => ['owner', 'salons', salonId, 'team'] as const,
  staff: (salonId: number) => [...teamKeys.all(salonId), 'staff'] as const,
  staffDetail: (salonId: number, salonStaffId: number) =>
    [...teamKeys.all(salonId), 'staff', salonStaffId] as const,
  invitations: (salonId: number) => [...teamKeys.all(salonId), 'invitations'] as const,
  matrix: (salonId: number) => [...teamKeys.all(salonId), 'staff-services'] as const,
  publicInvitation: (token: string) => ['staff-invitation', token] as const,
};
