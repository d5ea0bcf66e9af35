import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Home, SearchX, Users } from 'lucide-react';
import { SALON_INFO_FAILED, SALON_NOT_FOUND } from '@salonya/domain/messages';
import { canonicalSalonPath } from '@salonya/domain/routing/salon-canonical';
import { salonSlug } from '@salonya/domain/slug';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/states';
import { TabList, TabPanel } from '@/components/ui/tabs';
import {
  SALON_STAFF_FAILED,
  usePublicSalon,
  usePublicSalonServices,
  usePublicSalonStaff,
} from '@/hooks/use-public-salon';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { SALON_GALLERY_FAILED, useSalonGallery } from '../api/get-salon-gallery';
import { recordSalonView } from '../api/record-salon-view';
import { useCanonicalPath } from '../hooks/use-canonical-path';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useKeepScrollOnNavigation } from '../hooks/use-keep-scroll';
import type { SalonDetail, StaffMember } from '../types';
import { SALON_TAB_LABELS, SALON_TABS, salonTabOf, type SalonTab } from '../utils/salon-tabs';
import { PageState } from './page-state';
import { PanelError, PanelLoading } from './panel-states';
import { SalonHeader } from './salon-header';
import { ServicesPanel } from './service-list';
import { SalonAbout, SalonGallery, SalonReviews, StaffList, StaffWorkPhotos } from './salon-tab-panels.lazy';

const PAGE_TITLE = 'Salon Detayı';
const TABS_ID = 'salon-sekmeleri';

function ServicesTab({ salon }: { salon: SalonDetail }) {
  const query = usePublicSalonServices(salon.id);
  return (
    <ServicesPanel
      query={query}
      emptyTitle="Bu salon henüz hizmet eklemedi"
      bookingHref={
        salon.accepts_online_bookings
          ? (service) => paths.booking.getHref(salon.id, undefined, { service_id: service.id })
          : null
      }
    />
  );
}

type RenderStaffActions = (member: StaffMember) => ReactNode;

function StaffTab({
  salon,
  renderStaffActions,
}: {
  salon: SalonDetail;
  renderStaffActions?: RenderStaffActions;
}) {
  const query = usePublicSalonStaff(salon.id);
  if (query.isPending) return <PanelLoading label="Uzmanlar yükleniyor…" />;
  if (query.isError) {
    return (
      <PanelError
        title={SALON_STAFF_FAILED}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (query.data.length === 0) {
    return <EmptyState icon={<Users className="size-10" />} title="Bu salon henüz uzman eklemedi" />;
  }
  return <StaffList staff={query.data} salon={salon} renderActions={renderStaffActions} />;
}

function GalleryTab({ salon }: { salon: SalonDetail }) {
  const query = useSalonGallery(salon.id);
  if (query.isPending) return <PanelLoading label="Fotoğraflar yükleniyor…" />;
  if (query.isError) {
    return (
      <PanelError
        title={SALON_GALLERY_FAILED}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  return (
    <div className="space-y-8">
      <SalonGallery images={query.data} salonName={salon.name} />
      <StaffWorkPhotos
        source={{ kind: 'salon', id: salon.id }}
        title="Uzmanlarımızın çalışmaları"
        showStaff
      />
    </div>
  );
}

function TabContent({
  tab,
  salon,
  renderStaffActions,
}: {
  tab: SalonTab;
  salon: SalonDetail;
  renderStaffActions?: RenderStaffActions | undefined;
}) {
  switch (tab) {
    case 'uzmanlar':
      return <StaffTab salon={salon} renderStaffActions={renderStaffActions} />;
    case 'yorumlar':
      return <SalonReviews salon={salon} />;
    case 'galeri':
      return <GalleryTab salon={salon} />;
    case 'hakkinda':
      return <SalonAbout salon={salon} />;
    default:
      return <ServicesTab salon={salon} />;
  }
}

/** The loading salon page: the header's shape, announced as loading. */
function SalonSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        Salon bilgileri yükleniyor…
      </p>
      <div
        aria-hidden="true"
        className="animate-pulse overflow-hidden rounded-2xl border border-gray-200 bg-white"
      >
        <div className="h-36 bg-gray-200 sm:h-56 md:h-64" />
        <div className="space-y-3 px-4 pb-6 sm:px-6">
          <div className="-mt-10 size-20 rounded-2xl bg-gray-300 ring-4 ring-white sm:size-24" />
          <div className="h-7 w-2/3 rounded bg-gray-200 sm:w-1/3" />
          <div className="h-4 w-1/2 rounded bg-gray-200 sm:w-1/4" />
          <div className="h-4 w-3/4 rounded bg-gray-200 sm:w-1/2" />
        </div>
      </div>
      <div aria-hidden="true" className="h-10 animate-pulse rounded bg-gray-200" />
    </div>
  );
}

function SalonNotFound() {
  return (
    <PageState
      icon={<SearchX className="size-12" />}
      title={SALON_NOT_FOUND}
      description="Aradığınız salon kaldırılmış ya da adresi değişmiş olabilir. Ana sayfadan diğer salonlara göz atabilirsiniz."
      action={
        <Link to={paths.home.getHref()} className={buttonClasses()}>
          <Home aria-hidden="true" className="size-4" />
          Ana Sayfaya Dön
        </Link>
      }
    />
  );
}

export interface SalonPageProps {
  /** The URL's params: id (digits), slug and tab as they are in the address. */
  id: string;
  slug?: string | undefined;
  tab?: string | undefined;
  /** Actions for the header next to 'Paylaş' (the route composes the favourite heart of the favorites feature). */
  renderActions?: (salon: SalonDetail) => ReactNode;
  /** Actions on each specialist card (the route composes the specialist's favourite heart). */
  renderStaffActions?: RenderStaffActions;
}

/**
 * /salon/:id/:slug?/:tab?: the salon fetched without the Authorization header; a missing, 'salon-detay' or
 * outdated slug is replaced by the canonical one (SPEC §2.1), a failed fetch leaves the URL as it is. Each tab
 * is a URL; an unknown tab shows the services.
 */
export function SalonPage({ id, slug, tab, renderActions, renderStaffActions }: SalonPageProps) {
  const salonId = Number(id);
  const query = usePublicSalon(salonId);
  const salon = query.data !== undefined && query.data.id === salonId ? query.data : undefined;
  const notFound = salon === undefined && query.error instanceof ApiError && query.error.status === 404;

  useCanonicalPath(salon === undefined ? null : canonicalSalonPath({ id, slug, tab }, salon));
  useDocumentTitle(salon !== undefined ? salon.name : notFound ? SALON_NOT_FOUND : null);

  // One counted view per page load (not per tab, not again when the address is made canonical).
  const counted = useRef<number | null>(null);
  const loadedId = salon?.id;
  useEffect(() => {
    if (loadedId === undefined || counted.current === loadedId) return;
    counted.current = loadedId;
    recordSalonView(loadedId);
  }, [loadedId]);

  const navigate = useNavigate();
  const rememberScroll = useKeepScrollOnNavigation();

  if (salon === undefined) {
    if (query.isPending || query.isFetching) return <SalonSkeleton />;
    if (notFound) return <SalonNotFound />;
    return (
      <div className="mx-auto max-w-lg py-10">
        <h1 className="sr-only">{PAGE_TITLE}</h1>
        <PanelError
          title={SALON_INFO_FAILED}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      </div>
    );
  }

  const activeTab = salonTabOf(tab);
  const canonicalSlug = salonSlug(salon) || slug;
  const tabHref = (target: SalonTab) => paths.salon.detail.getHref(salon.id, canonicalSlug, target);
  // Made absolute when shared (the server render has no window).
  const shareUrl = paths.salon.detail.getHref(salon.id, canonicalSlug);

  return (
    <div className="space-y-6">
      <SalonHeader salon={salon} shareUrl={shareUrl} actions={renderActions?.(salon)} />
      <div className="space-y-5">
        <TabList
          label={`${salon.name} bilgileri`}
          idPrefix={TABS_ID}
          selected={activeTab}
          tabs={SALON_TABS.map((id) => ({
            id,
            href: tabHref(id),
            label:
              id === 'yorumlar' && salon.review_count > 0 ? (
                <>
                  {SALON_TAB_LABELS[id]}
                  <span className="rounded-full bg-gray-100 px-1.5 text-xs text-gray-700">
                    <span className="sr-only"> (</span>
                    {salon.review_count}
                    <span className="sr-only"> yorum)</span>
                  </span>
                </>
              ) : (
                SALON_TAB_LABELS[id]
              ),
          }))}
          onSelect={(target) => {
            rememberScroll();
            void navigate(tabHref(target), { preventScrollReset: true });
          }}
          className="sticky top-16 z-20 -mx-4 bg-gray-50/95 px-4 backdrop-blur sm:mx-0 sm:px-0"
        />
        <TabPanel idPrefix={TABS_ID} id={activeTab}>
          <h2 className="sr-only">{SALON_TAB_LABELS[activeTab]}</h2>
          <Suspense fallback={<PanelLoading label="Yükleniyor…" />}>
            <TabContent tab={activeTab} salon={salon} renderStaffActions={renderStaffActions} />
          </Suspense>
        </TabPanel>
      </div>
    </div>
  );
}
