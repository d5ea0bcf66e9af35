import { useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Archive, Pencil, Plus, RotateCcw, Scissors, Trash2 } from 'lucide-react';
import type { OwnerService } from '@salonya/contracts/owner-services';
import { durationLabel, moveId, SERVICE_GENDER_LABELS } from '@salonya/domain/catalogue/services';
import { DELETE_FAILED } from '@salonya/domain/messages';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog } from '@/components/ui/dialog';
import { DragHandle } from '@/components/ui/drag-handle';
import { FilterSelect } from '@/components/ui/filter-select';
import { SearchInput } from '@/components/ui/search-input';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { useDragReorder } from '@/hooks/use-drag-reorder';
import { formatKurus } from '@/lib/format';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useDeleteService } from '../api/delete-service';
import { useOwnerServices } from '../api/get-owner-services';
import { useReorderServices } from '../api/reorder-services';
import { useRestoreService } from '../api/restore-service';
import { useUpdateService } from '../api/update-service';
import { SERVICES_UI } from '../utils/messages';
import { OwnerSalonGate } from './owner-salon-gate';
import { categoryOptions, ServiceFormDialog } from './service-form-dialog';

/** /salon/hizmetler: the selected salon's services. */
export function ServicesPage() {
  return (
    <section aria-labelledby="services-title" className="space-y-5">
      <div>
        <h1 id="services-title" className="text-2xl font-bold tracking-tight text-gray-900">
          {SERVICES_UI.title}
        </h1>
        <p className="text-sm text-gray-600">{SERVICES_UI.intro}</p>
      </div>
      <OwnerSalonGate>{(salon) => <ServicesOfSalon key={salon.id} salonId={salon.id} />}</OwnerSalonGate>
    </section>
  );
}

const fold = (text: string) => text.toLocaleLowerCase('tr-TR').trim();

type Editing = { kind: 'new' } | { kind: 'edit'; service: OwnerService } | null;

export function ServicesOfSalon({ salonId }: { salonId: number }) {
  const [showArchived, setShowArchived] = useState(false);
  const [categoryId, setCategoryId] = useState('');
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<OwnerService | null>(null);
  const query = useOwnerServices(salonId, showArchived);
  const reorder = useReorderServices(salonId, showArchived);
  const isFiltered = categoryId !== '' || text.trim() !== '';
  const currentIds = (query.data?.services ?? []).filter((s) => s.archived_at === null).map((s) => s.id);
  // Drag (mouse or touch) or arrow keys on the grip; the list moves at once and goes back if saving fails.
  const drag = useDragReorder({
    ids: currentIds,
    disabled: isFiltered || reorder.isPending,
    onReorder: (ids) =>
      reorder.mutate(ids, {
        onSuccess: (r) => toast.success(r.message ?? 'Sıralama kaydedildi.'),
        onError: (error) => toast.error(failureMessage(error, SERVICES_UI.orderFailed)),
      }),
  });

  if (query.isPending) return <LoadingState label={SERVICES_UI.loading} className="min-h-40" />;
  if (query.isError)
    return (
      <ErrorState
        title={SERVICES_UI.loadFailed}
        message={failureMessage(query.error, SERVICES_UI.loadFailed)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );

  const { services, categories } = query.data;
  const current = services.filter((s) => s.archived_at === null);
  const filtered = services.filter(
    (s) =>
      (categoryId === '' || String(s.category_id) === categoryId) &&
      (text.trim() === '' || fold(s.name).includes(fold(text))),
  );
  const byId = new Map(services.map((s) => [s.id, s]));
  // Unfiltered, the live drag order; archived services (not reorderable) stay after the others.
  const shown = isFiltered
    ? filtered
    : [
        ...drag.order.flatMap((id) => {
          const s = byId.get(id);
          return s ? [s] : [];
        }),
        ...filtered.filter((s) => s.archived_at !== null),
      ];
  const usedCategories = categories.filter((c) => services.some((s) => s.category_id === c.id));

  const move = (service: OwnerService, direction: -1 | 1) => {
    const ids = moveId(
      current.map((s) => s.id),
      service.id,
      direction,
    );
    reorder.mutate(ids, {
      onSuccess: (r) => toast.success(r.message ?? 'Sıralama kaydedildi.'),
      onError: (error) => toast.error(failureMessage(error, SERVICES_UI.orderFailed)),
    });
  };

  const archiveToggle = (
    <CheckboxField
      label="Arşivlenmiş hizmetleri göster"
      checked={showArchived}
      onChange={(e) => setShowArchived(e.target.checked)}
    />
  );

  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ kind: 'new' })}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );

  return (
    <div className="space-y-4">
      {current.length === 0 && !showArchived ? (
        <>
          <EmptyState
            icon={<Scissors className="size-10" />}
            title={SERVICES_UI.emptyTitle}
            description={SERVICES_UI.emptyText}
            action={addButton(SERVICES_UI.addFirst)}
            className="rounded-xl border border-dashed border-gray-300 bg-white"
          />
          {archiveToggle}
        </>
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <SearchInput
              label="Hizmet ara"
              placeholder="Hizmet ara"
              value={text}
              onChange={(e) => setText(e.target.value)}
              containerClassName="sm:flex-1"
            />
            <FilterSelect
              label="Kategori"
              allLabel="Tüm kategoriler"
              options={categoryOptions(usedCategories)}
              value={categoryId}
              onChange={(e) => setCategoryId(e.target.value)}
            />
            {addButton(SERVICES_UI.add)}
          </div>
          {archiveToggle}
          {isFiltered && current.length > 1 && (
            <p className="text-xs text-gray-500">{SERVICES_UI.filteredOrderHint}</p>
          )}
          {!isFiltered && current.length > 1 && (
            <p className="text-xs text-gray-500">{SERVICES_UI.dragHint}</p>
          )}
          {filtered.length === 0 ? (
            <EmptyState title={SERVICES_UI.noMatch} description={SERVICES_UI.noMatchText} />
          ) : (
            <ul className="space-y-3" aria-label="Hizmet listesi">
              {shown.map((s) => {
                const index = current.findIndex((c) => c.id === s.id);
                const reorderable = !isFiltered && s.archived_at === null && current.length > 1;
                return (
                  <ServiceRow
                    key={s.id}
                    salonId={salonId}
                    service={s}
                    itemRef={drag.itemRef(s.id)}
                    dragging={drag.draggingId === s.id}
                    handle={
                      reorderable ? (
                        <DragHandle
                          label={`${s.name} sürükleyerek taşı`}
                          disabled={reorder.isPending}
                          {...drag.handleProps(s.id)}
                        />
                      ) : null
                    }
                    canMoveUp={!isFiltered && index > 0}
                    canMoveDown={!isFiltered && index >= 0 && index < current.length - 1}
                    moving={reorder.isPending}
                    onMove={(d) => move(s, d)}
                    onEdit={() => setEditing({ kind: 'edit', service: s })}
                    onDelete={() => setDeleting(s)}
                  />
                );
              })}
            </ul>
          )}
        </>
      )}
      {editing !== null && (
        <ServiceFormDialog
          salonId={salonId}
          categories={categories}
          service={editing.kind === 'edit' ? editing.service : null}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting !== null && (
        <DeleteServiceDialog salonId={salonId} service={deleting} onClose={() => setDeleting(null)} />
      )}
    </div>
  );
}

function Price({ service }: { service: OwnerService }) {
  if (service.discounted_price_kurus === null)
    return <span className="font-semibold text-gray-900">{formatKurus(service.price_kurus)}</span>;
  return (
    <span className="space-x-2">
      <span className="font-semibold text-gray-900">{formatKurus(service.discounted_price_kurus)}</span>
      <s className="text-sm text-gray-500">
        <span className="sr-only">İndirimsiz fiyat: </span>
        {formatKurus(service.price_kurus)}
      </s>
    </span>
  );
}

function ServiceRow({
  salonId,
  service,
  itemRef,
  dragging,
  handle,
  canMoveUp,
  canMoveDown,
  moving,
  onMove,
  onEdit,
  onDelete,
}: {
  salonId: number;
  service: OwnerService;
  itemRef: (element: HTMLElement | null) => void;
  dragging: boolean;
  handle: ReactNode;
  canMoveUp: boolean;
  canMoveDown: boolean;
  moving: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateService(salonId);
  const restore = useRestoreService(salonId);
  const archived = service.archived_at !== null;

  const toggleActive = () =>
    update.mutate(
      { serviceId: service.id, body: { is_active: !service.is_active } },
      {
        onSuccess: () =>
          toast.success(
            service.is_active
              ? `${service.name} müşterilerden gizlendi.`
              : `${service.name} yeniden yayında.`,
          ),
        onError: (error) => toast.error(failureMessage(error, SERVICES_UI.saveFailed)),
      },
    );

  const doRestore = () =>
    restore.mutate(service.id, {
      onSuccess: (r) => toast.success(r.message ?? 'Hizmet arşivden çıkarıldı.'),
      onError: (error) => toast.error(failureMessage(error, SERVICES_UI.saveFailed)),
    });

  return (
    <li
      ref={itemRef}
      className={`rounded-xl border bg-white p-4 shadow-sm ${archived ? 'border-dashed border-gray-300 opacity-80' : 'border-gray-200'} ${dragging ? 'relative z-10 shadow-lg ring-2 ring-brand-500' : ''}`}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-2">
          {handle}
          <div className="min-w-0 space-y-1">
            <p className="font-semibold break-words text-gray-900">{service.name}</p>
            <p className="text-sm text-gray-600">
              <span aria-hidden="true">{service.category_icon} </span>
              {service.category_name} · {durationLabel(service.duration_minutes)}
            </p>
            <Price service={service} />
            <div className="flex flex-wrap gap-1.5 pt-1">
              {archived ? (
                <StatusBadge tone="gray">Arşivde</StatusBadge>
              ) : service.is_active ? (
                <StatusBadge tone="green">Yayında</StatusBadge>
              ) : (
                <StatusBadge tone="amber">Gizli</StatusBadge>
              )}
              {service.gender_focus !== 'unisex' && (
                <StatusBadge tone="blue">{SERVICE_GENDER_LABELS[service.gender_focus]}</StatusBadge>
              )}
              {service.is_home_service && <StatusBadge tone="brand">Eve gelen</StatusBadge>}
              {service.is_pet_service && <StatusBadge tone="brand">Evcil hayvan</StatusBadge>}
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-1.5 sm:justify-end">
          {archived ? (
            <Button variant="outline" size="sm" onClick={doRestore} isLoading={restore.isPending}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Arşivden çıkar
            </Button>
          ) : (
            <>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${service.name} yukarı taşı`}
                disabled={!canMoveUp || moving}
                onClick={() => onMove(-1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`${service.name} aşağı taşı`}
                disabled={!canMoveDown || moving}
                onClick={() => onMove(1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button variant="outline" size="sm" onClick={toggleActive} isLoading={update.isPending}>
                {service.is_active ? 'Gizle' : 'Yayınla'}
              </Button>
              <Button variant="outline" size="sm" onClick={onEdit} aria-label={`${service.name} düzenle`}>
                <Pencil aria-hidden="true" className="size-4" />
                Düzenle
              </Button>
              <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`${service.name} sil`}>
                <Trash2 aria-hidden="true" className="size-4 text-red-600" />
              </Button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}

function DeleteServiceDialog({
  salonId,
  service,
  onClose,
}: {
  salonId: number;
  service: OwnerService;
  onClose: () => void;
}) {
  const remove = useDeleteService(salonId);
  const archives = service.appointment_count > 0;
  const confirm = () =>
    remove.mutate(service.id, {
      onSuccess: (r) => {
        toast.success(r.message ?? 'Hizmet silindi.');
        onClose();
      },
      onError: (error) => toast.error(failureMessage(error, DELETE_FAILED)),
    });
  return (
    <Dialog
      open
      onClose={onClose}
      title={archives ? 'Hizmet arşivlensin mi?' : 'Hizmet silinsin mi?'}
      size="sm"
    >
      <div className="space-y-4">
        <p className="text-sm text-gray-700">
          {archives
            ? `“${service.name}” ${service.appointment_count} randevuda geçtiği için silinmez, arşivlenir: müşteriler artık göremez, geçmiş randevular onu göstermeye devam eder.`
            : `“${service.name}” kalıcı olarak silinecek. Bu işlem geri alınamaz.`}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Vazgeç
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={remove.isPending}>
            {archives ? (
              <>
                <Archive aria-hidden="true" className="size-4" />
                Arşivle
              </>
            ) : (
              <>
                <Trash2 aria-hidden="true" className="size-4" />
                Sil
              </>
            )}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
