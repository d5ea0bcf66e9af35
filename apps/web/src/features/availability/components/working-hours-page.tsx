import { useState, type ReactNode } from 'react';
import { useFieldArray, useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Plus, X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import type { SalonWorkingHours, StaffWorkingHours } from '@salonya/contracts/availability';
import {
  workingWeekFieldOf,
  workingWeekFormSchema,
  workingWeekOrder,
  type WorkingWeekFormOutput,
  type WorkingWeekFormValues,
} from '@salonya/contracts/availability-forms';
import { useSaveWorkingHours, useWorkingHours } from '../api/working-hours';
import { MSG } from '../utils/messages';
import {
  ISO_WEEKDAY_LABELS,
  ISO_WEEKDAYS,
  nextRange,
  weekValuesOf,
  WORKING_HOURS_MSG,
  type RangeValue,
} from '../utils/working-hours';
import { TimeField } from './form-parts';

/**
 * /salon/personel-calisma-saatleri: each staff member's weekly working hours (several ranges a day), which the slot
 * engine books into.
 */
export function WorkingHoursPage() {
  const query = useWorkingHours();
  const [staffId, setStaffId] = useState<number | null>(null);

  const staff = query.data?.staff ?? [];
  const selected = staff.find((s) => s.salon_staff_id === staffId) ?? staff[0];

  return (
    <section aria-labelledby="working-hours-title" className="space-y-5">
      <div>
        <h1 id="working-hours-title" className="text-2xl font-bold tracking-tight text-gray-900">
          Personel Çalışma Saatleri
        </h1>
        <p className="text-sm text-gray-600">
          Her personelin haftalık çalışma saatlerini belirleyin; bir günde birden fazla aralık olabilir.
          Müşteriler yalnızca bu saatlerde randevu alabilir.
        </p>
      </div>
      {query.isPending && <LoadingState label="Çalışma saatleri yükleniyor…" className="min-h-40" />}
      {query.isError && (
        <ErrorState
          title={MSG.loadFailed}
          message={failureMessage(query.error, MSG.loadFailed)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      )}
      {query.data !== undefined && selected === undefined && (
        <EmptyState
          title="Henüz personeliniz yok"
          description="Personel ekledikten sonra çalışma saatlerini belirleyebilirsiniz."
        />
      )}
      {selected !== undefined && (
        <>
          <div className="flex flex-wrap gap-2" role="tablist" aria-label="Personel">
            {staff.map((s) => (
              <button
                key={s.salon_staff_id}
                type="button"
                role="tab"
                aria-selected={s.salon_staff_id === selected.salon_staff_id}
                onClick={() => setStaffId(s.salon_staff_id)}
                className={
                  s.salon_staff_id === selected.salon_staff_id
                    ? 'rounded-full bg-brand-600 px-4 py-2 text-sm font-medium text-white'
                    : 'rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-800 hover:bg-gray-50'
                }
              >
                {s.name}
              </button>
            ))}
          </div>
          <WeekForm
            key={`${selected.salon_staff_id}-${query.dataUpdatedAt}`}
            member={selected}
            openingHours={query.data?.opening_hours ?? []}
          />
        </>
      )}
    </section>
  );
}

/** The salon's opening hours as ranges (a staff member without own hours works them). */
function openingRanges(openingHours: SalonWorkingHours['opening_hours']) {
  return openingHours.flatMap((d) =>
    d.opens_at !== null && d.closes_at !== null
      ? [{ weekday: d.weekday, start_time: d.opens_at, end_time: d.closes_at }]
      : [],
  );
}

/**
 * The week of one staff member, validated with the contract's schema (workingWeekFormSchema: the API's body schema
 * and domain rule); a 422's 'ranges.<n>.<field>' errors land on the range they name.
 */
function WeekForm({
  member,
  openingHours,
}: {
  member: StaffWorkingHours;
  openingHours: SalonWorkingHours['opening_hours'];
}) {
  const save = useSaveWorkingHours();
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<WorkingWeekFormValues, unknown, WorkingWeekFormOutput>({
    resolver: zodResolver(workingWeekFormSchema),
    defaultValues: weekValuesOf(member.has_custom_hours ? member.ranges : openingRanges(openingHours)),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [copyFrom, setCopyFrom] = useState<number | null>(null);
  const [copyTo, setCopyTo] = useState<number[]>([]);

  const submit = handleSubmit(
    async (body) => {
      setFailure(null);
      try {
        const r = await save.mutateAsync({ salonStaffId: member.salon_staff_id, body });
        toast.success(r.message ?? WORKING_HOURS_MSG.saved);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          const order = workingWeekOrder(getValues());
          for (const [key, messages] of Object.entries(error.errors)) {
            const field = workingWeekFieldOf(order, key);
            const message = messages[0];
            if (field !== null && message !== undefined) setError(field, { type: 'server', message });
          }
        }
        setFailure(failureMessage(error, WORKING_HOURS_MSG.saveFailed));
      }
    },
    () => setFailure(WORKING_HOURS_MSG.invalid),
  );

  /** Copies one day's ranges onto the chosen days (replacing theirs). */
  const copyDay = (from: number, to: readonly number[]) => {
    const source = getValues(`days.${from - 1}.ranges`);
    for (const day of to)
      if (day !== from)
        setValue(
          `days.${day - 1}.ranges`,
          source.map((r) => ({ ...r })),
        );
    clearErrors();
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-4"
      aria-label={`${member.name} çalışma saatleri`}
    >
      {failure !== null && <Alert variant="error">{failure}</Alert>}
      {!member.has_custom_hours && (
        <Alert variant="info">
          {member.name} için özel çalışma saati tanımlanmamış; salonun açılış saatleri geçerli. Değiştirip
          kaydettiğinizde bu saatler kullanılır.
        </Alert>
      )}
      <ul className="space-y-3">
        {ISO_WEEKDAYS.map((day) => {
          const label = ISO_WEEKDAY_LABELS[day] ?? '';
          return (
            <li key={day} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <fieldset className="space-y-3">
                <legend className="flex w-full flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-gray-900">{label}</span>
                </legend>
                <DayRanges
                  dayIndex={day - 1}
                  label={label}
                  control={control}
                  register={register}
                  rangesNow={() => getValues(`days.${day - 1}.ranges`)}
                  errorOf={(i, field) => errors.days?.[day - 1]?.ranges?.[i]?.[field]?.message}
                  onChange={() => clearErrors()}
                >
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-expanded={copyFrom === day}
                    aria-label={`${label} saatlerini diğer günlere kopyala`}
                    onClick={() => {
                      setCopyFrom(copyFrom === day ? null : day);
                      setCopyTo(ISO_WEEKDAYS.filter((d) => d !== day));
                    }}
                  >
                    <Copy aria-hidden="true" className="size-4" />
                    Diğer günlere kopyala
                  </Button>
                </DayRanges>
                {copyFrom === day && (
                  <div
                    className="space-y-2 rounded-lg bg-gray-50 p-3"
                    role="group"
                    aria-label={`${label} saatlerinin kopyalanacağı günler`}
                  >
                    <div className="flex flex-wrap gap-3">
                      {ISO_WEEKDAYS.filter((d) => d !== day).map((d) => (
                        <label key={d} className="flex items-center gap-1.5 text-sm">
                          <input
                            type="checkbox"
                            className="size-4 accent-brand-600"
                            checked={copyTo.includes(d)}
                            onChange={() =>
                              setCopyTo((t) => (t.includes(d) ? t.filter((x) => x !== d) : [...t, d]))
                            }
                          />
                          {ISO_WEEKDAY_LABELS[d]}
                        </label>
                      ))}
                    </div>
                    <Button
                      size="sm"
                      disabled={copyTo.length === 0}
                      onClick={() => {
                        copyDay(day, copyTo);
                        setCopyFrom(null);
                      }}
                    >
                      Kopyala
                    </Button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending}>
          Kaydet
        </Button>
      </div>
    </form>
  );
}

/** One day's ranges (a field array of the week form): the two times of each, remove, add after the last. */
function DayRanges({
  dayIndex,
  label,
  control,
  register,
  rangesNow,
  errorOf,
  onChange,
  children,
}: {
  dayIndex: number;
  label: string;
  control: Control<WorkingWeekFormValues, unknown, WorkingWeekFormOutput>;
  register: UseFormRegister<WorkingWeekFormValues>;
  /** The day's ranges as they are now (typed values included). */
  rangesNow: () => readonly RangeValue[];
  errorOf: (index: number, field: 'start_time' | 'end_time') => string | undefined;
  /** A range added or removed: the shown errors are stale. */
  onChange: () => void;
  /** The day's other actions, after 'Aralık ekle'. */
  children: ReactNode;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: `days.${dayIndex}.ranges` });
  return (
    <>
      {fields.length === 0 && <p className="text-sm text-gray-600">Çalışmıyor</p>}
      {fields.map((f, i) => (
        <div key={f.id} className="flex flex-wrap items-start gap-3">
          <div className="w-36">
            <TimeField
              label={`${label} ${i + 1}. aralık başlangıç`}
              error={errorOf(i, 'start_time')}
              {...register(`days.${dayIndex}.ranges.${i}.start_time`)}
            />
          </div>
          <div className="w-36">
            <TimeField
              label={`${label} ${i + 1}. aralık bitiş`}
              error={errorOf(i, 'end_time')}
              {...register(`days.${dayIndex}.ranges.${i}.end_time`)}
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="mt-6"
            aria-label={`${label} ${i + 1}. aralığı kaldır`}
            onClick={() => {
              remove(i);
              onChange();
            }}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            append(nextRange(rangesNow()), { shouldFocus: false });
            onChange();
          }}
          aria-label={`${label} için aralık ekle`}
        >
          <Plus aria-hidden="true" className="size-4" />
          Aralık ekle
        </Button>
        {children}
      </div>
    </>
  );
}
