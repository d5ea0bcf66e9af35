import { useState, type ReactNode } from 'react';
import type { AdminSalonDetail } from '@salonya/contracts/admin';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { useApplications } from '../api/get-applications';
import { ApplicationDetailDialog } from './application-detail-dialog';
import { ApplicationList } from './application-list';
import { SalonDetailDialog } from './salon-detail-dialog';
import { SalonList } from './salon-list';

type Tab = 'salons' | 'applications';

export interface SalonsPageProps {
  /** The salon whose details are open (from the address), or null. */
  openSalonId: number | null;
  onOpenSalon: (id: number) => void;
  onCloseSalon: () => void;
  /** Extra actions of the salon detail (impersonation, provided by the section). */
  renderSalonActions?: (salon: AdminSalonDetail) => ReactNode;
}

/** Admin #salons: the salon list and the applications from /salon-ol. */
export function SalonsPage({ openSalonId, onOpenSalon, onCloseSalon, renderSalonActions }: SalonsPageProps) {
  const [tab, setTab] = useState<Tab>('salons');
  const [applicationId, setApplicationId] = useState<number | null>(null);
  const pending = useApplications({ status: 'pending', per_page: 1 });
  const pendingCount = pending.data?.meta.total ?? 0;

  return (
    <section aria-labelledby="admin-section-title" className="space-y-5">
      <div>
        <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Salonlar
        </h1>
        <p className="text-sm text-gray-600">
          Platformdaki salonları arayın, başvuruları onaylayın, salon bilgilerini yönetin.
        </p>
      </div>
      <TabList<Tab>
        label="Salon yönetimi"
        idPrefix="admin-salons"
        selected={tab}
        onSelect={setTab}
        className="border-b border-gray-200"
        tabs={[
          { id: 'salons', label: 'Salonlar' },
          {
            id: 'applications',
            label: (
              <>
                Başvurular
                {pendingCount > 0 && (
                  <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-900">
                    {formatNumber(pendingCount)}
                    <span className="sr-only"> bekleyen</span>
                  </span>
                )}
              </>
            ),
          },
        ]}
      />
      <TabPanel idPrefix="admin-salons" id={tab}>
        {tab === 'salons' ? (
          <SalonList onOpen={onOpenSalon} />
        ) : (
          <ApplicationList onOpen={setApplicationId} />
        )}
      </TabPanel>
      <ApplicationDetailDialog
        applicationId={applicationId}
        onClose={() => setApplicationId(null)}
        onOpenSalon={(id) => {
          setApplicationId(null);
          onOpenSalon(id);
        }}
      />
      <SalonDetailDialog salonId={openSalonId} onClose={onCloseSalon} renderActions={renderSalonActions} />
    </section>
  );
}
