import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Copy } from 'lucide-react';
import { APPOINTMENT_NOTES_MAX, type Appointment } from '@salonya/contracts/booking';
import {
  WALK_IN_FORM_MESSAGES,
  walkInFormSchema,
  type WalkInFormOutput,
  type WalkInFormValues,
} from '@salonya/contracts/booking-confirmations';
import { istanbulToday } from '@salonya/domain/time/istanbul';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { SlotPicker } from '@/components/ui/slot-picker';
import { LoadingState } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { failureMessage } from '@/lib/form-errors';
import { formatKurus } from '@/lib/format';
import { toast } from '@/lib/toast';
import { getWalkInSlots, useCreateWalkIn, WALK_IN_FAILED } from '../../api/walk-in';
import type { OwnerTeam } from '../../api/owner-team';
import { formatMinutes } from '../../utils/format';

/** Where the dialog starts: the clicked column and quarter hour, or nothing chosen yet. */
export interface WalkInStart {
  salonId: number;
  date: string;
  time: string | null;
  salonStaffId: number | null;
}

type CustomerMode = WalkInFormValues['customer']['type'];
type FieldName = Parameters<UseFormSetError<WalkInFormValues>>[0];

const BODY_FIELDS = ['salon_staff_id', 'service_ids', 'date', 'time', 'notes'] as const;

/**
 * The input an API field error belongs on: a named customer's e-mail and phone are one input ('customer.contact');
 * a guest's whole-customer error goes under the e-mail. Null: the form has no input for it.
 */
function inputOf(field: string, mode: CustomerMode): FieldName | null {
  const body = BODY_FIELDS.find((f) => f === field);
  if (body !== undefined) return body;
  if (mode === 'existing') {
    return ['customer', 'customer.contact', 'customer.email', 'customer.phone'].includes(field)
      ? 'customer.contact'
      : null;
  }
  if (field === 'customer.name' || field === 'customer.phone' || field === 'customer.email') return field;
  return field === 'customer' ? 'customer.email' : null;
}

/** A 422's per-field errors on their inputs (the first is focused); the messages without an input come back. */
function placeServerErrors(
  error: unknown,
  mode: CustomerMode,
  setError: UseFormSetError<WalkInFormValues>,
): { placed: number; unplaced: string[] } {
  const unplaced: string[] = [];
  let placed = 0;
  if (!(error instanceof ApiError)) return { placed, unplaced };
  for (const [field, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (message === undefined) continue;
    const input = inputOf(field, mode);
    if (input === null) {
      unplaced.push(message);
      continue;
    }
    setError(input, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return { placed, unplaced };
}

/**
 * A walk-in or phone customer booked by the salon: staff, services, a free time, and the customer (an account
 * named by e-mail or phone, or a guest with name and phone). Either way the customer approves through an /a/{token}
 * link: a guest's is shown to share, a named customer's is only mailed (issue 15). Validated with the contract's
 * walk-in schema (the API's body schema and its start-ahead-of-now rule) at the server's now.
 */
export function WalkInDialog({
  start,
  team,
  now,
  onClose,
  onCreated,
}: {
  start: WalkInStart;
  team: OwnerTeam;
  /** The server's time (the calendar's clock). */
  now: Date;
  onClose: () => void;
  onCreated: (appointment: Appointment) => void;
}) {
  const salonId = start.salonId;
  const today = istanbulToday(now);
  const staff = team.staff.filter((s) => s.salon_id === salonId);
  const services = team.servicesBySalon.get(salonId) ?? [];
  const [schema] = useState(() => walkInFormSchema(now));
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitted },
  } = useForm<WalkInFormValues, unknown, WalkInFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      salon_id: salonId,
      salon_staff_id: start.salonStaffId === null ? '' : String(start.salonStaffId),
      service_ids: [],
      date: start.date < today ? today : start.date,
      time: start.time ?? '',
      notes: '',
      customer: { type: 'guest', contact: '', name: '', phone: '', email: '' },
    },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{
    appointment: Appointment;
    guestLink: string | null;
    message: string | null;
  } | null>(null);
  const create = useCreateWalkIn();

  const [staffValue, serviceIds, date, time, mode] = useWatch({
    control,
    name: ['salon_staff_id', 'service_ids', 'date', 'time', 'customer.type'],
  });
  const staffId = staffValue === '' ? null : Number(staffValue);
  const capable = services.filter((s) => staffId === null || s.staff_ids.includes(staffId));
  const chosen = services.filter((s) => serviceIds.includes(s.id));
  const slots = useQuery({
    queryKey: ['owner', 'walk-in-slots', salonId, staffId, date, serviceIds] as const,
    queryFn: ({ signal }) => getWalkInSlots({ salonId, staffId: staffId ?? 0, date, serviceIds }, signal),
    enabled: staffId !== null && serviceIds.length > 0 && date >= today,
    staleTime: 0,
  });
  const freeTimes = slots.data?.slots.map((s) => ({ time: s.time, key: s.time })) ?? [];
  const timeIsFree = time !== '' && freeTimes.some((s) => s.time === time);

  const submit = handleSubmit(async (body) => {
    setFormError(null);
    if (slots.isSuccess && !timeIsFree) {
      setError('time', { type: 'free', message: WALK_IN_FORM_MESSAGES.timeRequired });
      return;
    }
    try {
      const result = await create.mutateAsync(body);
      toast.success(result.message ?? 'Randevu oluşturuldu.');
      setCreated({ appointment: result.data, guestLink: result.guestLink, message: result.message ?? null });
    } catch (error) {
      const server = placeServerErrors(error, mode, setError);
      if (server.placed === 0 || server.unplaced.length > 0) {
        setFormError(
          server.unplaced.length > 0 ? server.unplaced.join(' ') : failureMessage(error, WALK_IN_FAILED),
        );
      }
      if (error instanceof ApiError && error.status === 409) void slots.refetch();
    }
  });

  const customerError = errors.customer;
  const serviceError = errors.service_ids?.message;
  const timeError = errors.time?.message;

  if (created !== null) {
    return (
      <Dialog
        open
        onClose={() => onCreated(created.appointment)}
        title="Randevu oluşturuldu"
        placement="sheet"
      >
        <div className="space-y-4">
          <Alert variant="success">
            {created.appointment.customer?.name ?? 'Müşteri'} · {created.appointment.time} ·{' '}
            {created.appointment.staff.display_name}
          </Alert>
          {created.guestLink === null && created.message !== null && (
            // A customer named by e-mail or phone: the server's neutral words (whether an account exists stays unsaid).
            <p className="text-sm text-gray-700" data-testid="walk-in-result">
              {created.message}
            </p>
          )}
          {created.guestLink !== null && (
            <div className="space-y-2">
              <p className="text-sm text-gray-700">
                Müşteriye onay bağlantısı gönderildi. Randevu, müşteri bağlantıdan onayladığında kesinleşir.
                Bağlantıyı ayrıca paylaşabilirsiniz:
              </p>
              <p
                className="rounded-md bg-gray-50 p-2 text-sm break-all text-gray-900"
                data-testid="guest-link"
              >
                {created.guestLink}
              </p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  void navigator.clipboard?.writeText(created.guestLink ?? '').then(
                    () => toast.success('Bağlantı kopyalandı.'),
                    () => toast.error('Bağlantı kopyalanamadı.'),
                  );
                }}
              >
                <Copy aria-hidden="true" className="size-4" />
                Bağlantıyı Kopyala
              </Button>
            </div>
          )}
          <div className="flex justify-end">
            <Button onClick={() => onCreated(created.appointment)}>
              <CircleCheck aria-hidden="true" className="size-4" />
              Tamam
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Randevu ekle"
      description="Salona gelen ya da telefonla arayan müşteri için randevu oluşturun."
      size="lg"
      placement="sheet"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        {formError !== null && (
          <Alert variant="error" title="Randevu oluşturulamadı">
            {formError}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Personel"
            placeholder="Seçin"
            options={staff.map((s) => ({ value: String(s.salon_staff_id), label: s.display_name }))}
            error={errors.salon_staff_id?.message}
            {...register('salon_staff_id', {
              // Only the services the new staff member does stay chosen.
              onChange: (e: { target: { value: string } }) => {
                const id = Number(e.target.value) || -1;
                setValue(
                  'service_ids',
                  serviceIds.filter((sid) => services.find((s) => s.id === sid)?.staff_ids.includes(id)),
                );
              },
            })}
          />
          <TextField
            label="Tarih"
            type="date"
            min={today}
            error={errors.date?.message}
            {...register('date', { onChange: () => setValue('time', '') })}
          />
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-800">Hizmetler</legend>
          {staffId === null ? (
            <p className="text-sm text-gray-600">Önce personel seçin.</p>
          ) : capable.length === 0 ? (
            <p className="text-sm text-gray-600">Bu personelin yaptığı hizmet yok.</p>
          ) : (
            <Controller
              control={control}
              name="service_ids"
              render={({ field }) => (
                <ul className="grid gap-2 sm:grid-cols-2">
                  {capable.map((service) => (
                    <li key={service.id}>
                      <label className="flex cursor-pointer items-start gap-2 rounded-lg border border-gray-200 p-2 text-sm hover:border-brand-300">
                        <input
                          type="checkbox"
                          className="mt-0.5 size-4 accent-brand-600"
                          checked={field.value.includes(service.id)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked
                                ? [...field.value, service.id]
                                : field.value.filter((id) => id !== service.id),
                            )
                          }
                        />
                        <span>
                          {service.name}
                          <span className="block text-xs text-gray-600">
                            {formatMinutes(service.duration_minutes)} ·{' '}
                            {formatKurus(service.discounted_price_kurus ?? service.price_kurus)}
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            />
          )}
          {serviceError && (
            <p className="text-sm text-red-700" role="alert">
              {serviceError}
            </p>
          )}
          {chosen.length > 0 && (
            <p className="text-sm text-gray-700">
              Toplam: {formatMinutes(chosen.reduce((sum, s) => sum + s.duration_minutes, 0))} ·{' '}
              {formatKurus(chosen.reduce((sum, s) => sum + (s.discounted_price_kurus ?? s.price_kurus), 0))}
            </p>
          )}
        </fieldset>

        <div className="space-y-2">
          <p className="text-sm font-medium text-gray-800">Saat</p>
          {staffId === null || serviceIds.length === 0 ? (
            <p className="text-sm text-gray-600">Boş saatler personel ve hizmet seçilince görünür.</p>
          ) : slots.isPending ? (
            <LoadingState label="Boş saatler yükleniyor…" />
          ) : slots.isError ? (
            <Alert variant="error">{failureMessage(slots.error, 'Boş saatler yüklenemedi')}</Alert>
          ) : freeTimes.length === 0 ? (
            <Alert variant="info">Bu gün bu personelin boş saati yok. Başka bir gün seçin.</Alert>
          ) : (
            <>
              {time !== '' && !timeIsFree && (
                <Alert variant="warning">
                  {time} dolu ya da çalışma saati dışında. Boş saatlerden birini seçin.
                </Alert>
              )}
              <SlotPicker
                slots={freeTimes}
                selected={timeIsFree ? time : null}
                onSelect={(slot) => {
                  setValue('time', slot.time, { shouldValidate: isSubmitted });
                  clearErrors('time');
                }}
                label="Boş saatler"
              />
            </>
          )}
          {timeError && (
            <p className="text-sm text-red-700" role="alert">
              {timeError}
            </p>
          )}
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-gray-800">Müşteri</legend>
          <div className="flex flex-wrap gap-2">
            {(
              [
                ['guest', 'Yeni müşteri (misafir)'],
                ['existing', 'Kayıtlı müşteri'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  mode === value ? 'border-brand-500 bg-brand-50' : 'border-gray-300',
                )}
              >
                <input
                  type="radio"
                  value={value}
                  className="accent-brand-600"
                  {...register('customer.type')}
                />
                {label}
              </label>
            ))}
          </div>
          {mode === 'existing' ? (
            <TextField
              label="E-posta veya telefon"
              hint="Onay bağlantısı e-postayla gider; müşteri onaylayınca randevu kesinleşir."
              error={
                customerError?.contact?.message ??
                customerError?.email?.message ??
                customerError?.phone?.message
              }
              {...register('customer.contact')}
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Ad Soyad"
                autoComplete="off"
                error={customerError?.name?.message}
                {...register('customer.name')}
              />
              <TextField
                label="Cep Telefonu"
                type="tel"
                placeholder="05XX XXX XX XX"
                error={customerError?.phone?.message}
                {...register('customer.phone')}
              />
              <TextField
                label="E-posta (onay bağlantısı için)"
                type="email"
                containerClassName="sm:col-span-2"
                error={customerError?.email?.message}
                {...register('customer.email')}
              />
            </div>
          )}
        </fieldset>

        <TextareaField
          label="Not (isteğe bağlı)"
          rows={2}
          maxLength={APPOINTMENT_NOTES_MAX}
          error={errors.notes?.message}
          {...register('notes')}
        />

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" size="lg" isLoading={create.isPending}>
            Randevuyu Oluştur
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
