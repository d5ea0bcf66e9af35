import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { UserType } from '@salonya/contracts/user';
import { emergencyAdminHash, landingAfterLogin } from '@salonya/domain/routing/landing';
import { isAdminPagePath } from '@/lib/paths';
import { takeEmergencyAdminHash, takeIntendedUrl } from '@/lib/session';
import { assignLocation } from '../utils/location';

/**
 * After login or register: go where SPEC §4 sends this user type (remembered URL, emergency admin hash, area
 * home). The admin page is another HTML entry, so it is a full page load; everything else is a router navigation.
 */
export function useGoToLanding(): (userType: UserType) => void {
  const navigate = useNavigate();
  return useCallback(
    (userType: UserType) => {
      const target = landingAfterLogin(
        userType,
        takeIntendedUrl(),
        emergencyAdminHash(takeEmergencyAdminHash(), Date.now()),
      );
      if (isAdminPagePath(target)) assignLocation(target);
      else void navigate(target, { replace: true });
    },
    [navigate],
  );
}
