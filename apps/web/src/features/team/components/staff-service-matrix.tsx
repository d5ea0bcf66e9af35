import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { StaffServiceMatrix as Matrix } from '@salonya/contracts/team';
import { TEAM_MESSAGES } from '@salonya/domain/team/invitations';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { StatusBadge } from '@/components/ui/status-badge';
import { failureMessage } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { useSelectedSalon } from '@/lib/selected-salon';
import { toast } from '@/lib/toast';
import { useStaffServices } from '../api/get-staff-services';
import { useSaveStaffServices } from '../api/save-staff-services';
import { useIsMobile } from '@/hooks/use-is-mobile';
import { changedRows, selectionOf, toggled, type Selection } from '../utils/team';
import { StaffAvatar } from './staff-avatar';

/**
 * /salon/personele-hizmet-ata (SPEC §2.6): which staff member does which active service of the selected salon.
 * The booking wizard and the slot engine offer a member only for the services ticked here. A table on wide
 * screens, one card per member on phones; save a row or every changed row.
 */
export function StaffServiceMatrixPage() {
  const selected = useSelectedSalon();
  return (
    <section aria-labelledby="matrix-title" className="space-y-5">
      <div>
        <h1 id="matrix-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Personele Hizmet Ata
        </h1>
        <p className="text-sm text-gray-600">
          Her personelin verdiği hizmetleri işaretleyin. Müşteriler bir hizmet için yalnızca o hizmeti veren
          personeli seçebilir.
        </p>
      </div>
      {selected.isLoading && <LoadingState label="Salon bilgileri yükleniyor…" className="min-h-40" />}
      {selected.error !== null && (
        <ErrorState
          title={TEAM_MESSAGES.loadFailed}
          message={failureMessage(selected.error, TEAM_MESSAGES.loadFailed)}
          onRetry={() => void selected.refetch()}
        />
      )}
      {!selected.isLoading && selected.error === null && selected.salon === null && (
        <EmptyState title="Henüz bir salonunuz yok" />
      )}
      {selected.salon !== null && <MatrixLoader key={selected.salon.id} salonId={selected.salon.id} />}
    </section>
  );
}

function MatrixLoader({ salonId }: { salonId: number }) {
  const query = useStaffServices(salonId);
  if (query.isPending) return <LoadingState label="Hizmet atamaları yükleniyor…" className="min-h-40" />;
  if (query.isError) {
    return (
      <ErrorState
        title={TEAM_MESSAGES.loadFailed}
        message={failureMessage(query.error, TEAM_MESSAGES.loadFailed)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  const matrix = query.data;
  if (matrix.staff.length === 0) {
    return (
      <EmptyState
        title="Henüz personeliniz yok"
        description="Önce ekibinize personel davet edin."
        action={
          <Link to={paths.salon.staff.getHref()} className="font-medium text-brand-700 underline">
            Personel sayfasına git
          </Link>
        }
      />
    );
  }
  if (matrix.services.length === 0) {
    return (
      <EmptyState
        title="Yayında hizmetiniz yok"
        description="Hizmet ekleyip yayına aldığınızda personele atayabilirsiniz."
        action={
          <Link to={paths.salon.services.getHref()} className="font-medium text-brand-700 underline">
            Hizmetler sayfasına git
          </Link>
        }
      />
    );
  }
  return <MatrixEditor salonId={salonId} matrix={matrix} />;
}

function MatrixEditor({ salonId, matrix }: { salonId: number; matrix: Matrix }) {
  const save = useSaveStaffServices(salonId);
  const narrow = useIsMobile();
  const saved = useMemo(() => selectionOf(matrix.staff), [matrix.staff]);
  // Unsaved rows only; a saved answer (or a refetch) becomes the base of the other rows.
  const [edits, setEdits] = useState<Selection>({});
  const edited: Selection = { ...saved, ...edits };
  const [savingRow, setSavingRow] = useState<number | 'all' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const order = matrix.staff.map((s) => s.salon_staff_id);
  const changed = changedRows(saved, edited, order);

  const submit = async (rows: number[], key: number | 'all') => {
    if (rows.length === 0) return;
    setProblem(null);
    setSavingRow(key);
    try {
      const response = await save.mutateAsync({
        assignments: rows.map((id) => ({ salon_staff_id: id, service_ids: [...(edited[id] ?? [])] })),
      });
      setEdits((e) => Object.fromEntries(Object.entries(e).filter(([id]) => !rows.includes(Number(id)))));
      toast.success(response.message ?? TEAM_MESSAGES.assignmentsSaved);
    } catch (error) {
      setProblem(failureMessage(error, TEAM_MESSAGES.saveFailed));
    } finally {
      setSavingRow(null);
    }
  };

  const box = (staffId: number, serviceId: number, label: string) => (
    <input
      type="checkbox"
      className="size-5 accent-brand-600"
      aria-label={label}
      checked={(edited[staffId] ?? []).includes(serviceId)}
      onChange={() =>
        setEdits((e) => ({ ...e, [staffId]: toggled({ ...saved, ...e }, staffId, serviceId)[staffId] ?? [] }))
      }
    />
  );

  return (
    <div className="space-y-4">
      {problem !== null && <Alert variant="error">{problem}</Alert>}
      {narrow ? (
        <ul className="space-y-3">
          {matrix.staff.map((s) => (
            <li key={s.salon_staff_id} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <fieldset className="space-y-3">
                <legend className="flex w-full items-center gap-3">
                  <StaffAvatar name={s.display_name} url={s.avatar_url} size="sm" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold break-words text-gray-900">{s.display_name}</span>
                    {s.title !== '' && <span className="block text-sm text-gray-600">{s.title}</span>}
                  </span>
                  {!s.is_active && <StatusBadge>Pasif</StatusBadge>}
                </legend>
                <ul className="space-y-2">
                  {matrix.services.map((sv) => (
                    <li key={sv.id}>
                      <label className="flex items-center gap-3 text-sm text-gray-800">
                        {box(s.salon_staff_id, sv.id, `${s.display_name}: ${sv.name}`)}
                        <span>
                          {sv.name}
                          <span className="block text-xs text-gray-500">
                            {sv.category_name} · {sv.duration_minutes} dk
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
                <RowSave
                  name={s.display_name}
                  dirty={changed.includes(s.salon_staff_id)}
                  loading={savingRow === s.salon_staff_id}
                  onSave={() => void submit([s.salon_staff_id], s.salon_staff_id)}
                />
              </fieldset>
            </li>
          ))}
        </ul>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Personel ve hizmet eşleştirmesi</caption>
            <thead className="bg-gray-50">
              <tr>
                <th
                  scope="col"
                  className="sticky left-0 bg-gray-50 px-4 py-3 text-left font-semibold text-gray-900"
                >
                  Personel
                </th>
                {matrix.services.map((sv) => (
                  <th key={sv.id} scope="col" className="px-3 py-3 text-center font-medium text-gray-800">
                    <span className="block">{sv.name}</span>
                    <span className="block text-xs font-normal text-gray-500">{sv.duration_minutes} dk</span>
                  </th>
                ))}
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Kaydet</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {matrix.staff.map((s) => (
                <tr key={s.salon_staff_id}>
                  <th
                    scope="row"
                    className="sticky left-0 bg-white px-4 py-3 text-left font-medium text-gray-900"
                  >
                    <span className="flex items-center gap-2">
                      <StaffAvatar name={s.display_name} url={s.avatar_url} size="sm" />
                      <span>
                        {s.display_name}
                        {!s.is_active && <StatusBadge className="ml-2">Pasif</StatusBadge>}
                      </span>
                    </span>
                  </th>
                  {matrix.services.map((sv) => (
                    <td key={sv.id} className="px-3 py-3 text-center">
                      {box(s.salon_staff_id, sv.id, `${s.display_name}: ${sv.name}`)}
                    </td>
                  ))}
                  <td className="px-4 py-3 text-right">
                    <RowSave
                      name={s.display_name}
                      dirty={changed.includes(s.salon_staff_id)}
                      loading={savingRow === s.salon_staff_id}
                      onSave={() => void submit([s.salon_staff_id], s.salon_staff_id)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-gray-600" aria-live="polite">
          {changed.length === 0
            ? 'Kaydedilmemiş değişiklik yok.'
            : `${changed.length} personelde değişiklik var.`}
        </p>
        <Button
          disabled={changed.length === 0}
          isLoading={savingRow === 'all'}
          onClick={() => void submit(changed, 'all')}
        >
          Tümünü Kaydet
        </Button>
      </div>
    </div>
  );
}

function RowSave({
  name,
  dirty,
  loading,
  onSave,
}: {
  name: string;
  dirty: boolean;
  loading: boolean;
  onSave: () => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={!dirty}
      isLoading={loading}
      aria-label={`${name} hizmetlerini kaydet`}
      onClick={onSave}
    >
      Kaydet
    </Button>
  );
}
