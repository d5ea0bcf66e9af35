import { useState } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { SalonProfilePage } from '@/features/salon-media/components/salon-profile-page';
import { AccountProfileScreen } from '../account-profile';

type ProfileTab = 'salon' | 'account';
const TABS = [
  { id: 'salon', label: 'Salon Profili' },
  { id: 'account', label: 'Hesabım' },
] as const;

/**
 * /salon/profil: the selected salon's public profile (name, address and pin, hours, amenities, logo, cover) and,
 * on its own tab, the owner's account (PUT /salon-owner/profile), password and notifications.
 */
export function Component() {
  const [tab, setTab] = useState<ProfileTab>('salon');
  return (
    <section aria-labelledby="salon-profile-title" className="space-y-5">
      <div>
        <h1 id="salon-profile-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Salon Profili
        </h1>
        <p className="text-sm text-gray-600">
          Müşterilerin salon sayfanızda ve aramalarda gördüğü bilgiler; değişiklikler hemen yayına girer.
        </p>
      </div>
      <TabList
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        label="Profil bölümleri"
        idPrefix="salon-profile"
      />
      <TabPanel idPrefix="salon-profile" id={tab}>
        {tab === 'salon' ? <SalonProfilePage /> : <AccountProfileScreen withDataRights />}
      </TabPanel>
    </section>
  );
}
