import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Copy } from 'lucide-react';
import { APPOINTMENT_NOTES_MAX, type Appointment } from '@salonya/contracts/booking';
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
import {
  getWalkInSlots,
  useCreateWalkIn,
  WALK_IN_FAILED,
  type WalkInBody,
  type WalkInCustomer,
} from '../../api/walk-in';
import type { OwnerTeam } from '../../api/owner-team';
import { formatMinutes } from '../../utils/format';

/** Where the dialog starts: the clicked column and quarter hour, or nothing chosen yet. */
export interface WalkInStart {
  salonId: number;
  date: string;
  time: string | null;
  salonStaffId: number | null;
}

type CustomerMode = 'existing' | 'guest';
type Errors = Partial<Record<string, string>>;

/** The server's per-field errors (422), first message of each. */
function fieldErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return {};
  const out: Errors = {};
  for (const [key, messages] of Object.entries(error.errors)) {
    if (messages[0]) out[key] = messages[0];
  }
  return out;
}

/**
 * A walk-in or phone customer booked by the salon: staff, services, a free time, and the customer (an account
 * named by e-mail or phone, or a guest with name and phone). Either way the customer approves through an /a/{token}
 * link: a guest's is shown to share, a named customer's is only mailed (issue 15).
 */
export function WalkInDialog({
  start,
  team,
  today,
  onClose,
  onCreated,
}: {
  start: WalkInStart;
  team: OwnerTeam;
  today: string;
  onClose: () => void;
  onCreated: (appointment: Appointment) => void;
}) {
  const salonId = start.salonId;
  const staff = team.staff.filter((s) => s.salon_id === salonId);
  const services = team.servicesBySalon.get(salonId) ?? [];
  const [staffId, setStaffId] = useState<number | null>(start.salonStaffId);
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [date, setDate] = useState(start.date < today ? today : start.date);
  const [time, setTime] = useState<string | null>(start.time);
  const [mode, setMode] = useState<CustomerMode>('guest');
  const [contact, setContact] = useState('');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, setCreated] = useState<{
    appointment: Appointment;
    guestLink: string | null;
    message: string | null;
  } | null>(null);
  const create = useCreateWalkIn();
  const modeName = useId();

  const capable = services.filter((s) => staffId === null || s.staff_ids.includes(staffId));
  const chosen = services.filter((s) => serviceIds.includes(s.id));
  const slots = useQuery({
    queryKey: ['owner', 'walk-in-slots', salonId, staffId, date, serviceIds] as const,
    queryFn: ({ signal }) => getWalkInSlots({ salonId, staffId: staffId ?? 0, date, serviceIds }, signal),
    enabled: staffId !== null && serviceIds.length > 0 && date >= today,
    staleTime: 0,
  });
  const freeTimes = slots.data?.slots.map((s) => ({ time: s.time, key: s.time })) ?? [];
  const timeIsFree = time !== null && freeTimes.some((s) => s.time === time);

  const pickStaff = (value: string) => {
    const id = Number(value) || null;
    setStaffId(id);
    setServiceIds((ids) =>
      ids.filter((sid) => services.find((s) => s.id === sid)?.staff_ids.includes(id ?? -1)),
    );
  };

  const validate = (): Errors => {
    const out: Errors = {};
    if (staffId === null) out.salon_staff_id = 'Personel seçin.';
    if (serviceIds.length === 0) out.service_ids = 'En az bir hizmet seçin.';
    if (date < today) out.date = 'Geçmiş bir tarihe randevu alınamaz.';
    if (time === null || (slots.isSuccess && !timeIsFree)) out.time = 'Boş saatlerden birini seçin.';
    if (mode === 'existing') {
      if (contact.trim() === '')
        out['customer.contact'] = 'Müşterinin e-posta adresini veya telefonunu yazın.';
    } else {
      if (name.trim().length < 2) out['customer.name'] = 'Müşterinin adını yazın.';
      if (phone.replace(/\D/g, '').length < 10) out['customer.phone'] = 'Geçerli bir cep telefonu yazın.';
      if (email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
        out['customer.email'] = 'Geçerli bir e-posta adresi yazın.';
    }
    return out;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problems = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0 || staffId === null || time === null) return;
    const customer: WalkInCustomer =
      mode === 'existing'
        ? contact.includes('@')
          ? { type: 'existing', email: contact.trim() }
          : { type: 'existing', phone: contact.trim() }
        : { type: 'guest', name: name.trim(), phone: phone.trim(), email: email.trim() || undefined };
    const body: WalkInBody = {
      salon_id: salonId,
      salon_staff_id: staffId,
      service_ids: serviceIds,
      date,
      time,
      notes: notes.trim(),
      customer,
    };
    try {
      const result = await create.mutateAsync(body);
      toast.success(result.message ?? 'Randevu oluşturuldu.');
      setCreated({ appointment: result.data, guestLink: result.guestLink, message: result.message ?? null });
    } catch (error) {
      const server = fieldErrors(error);
      setErrors(server);
      const unplaced = Object.keys(server).filter((k) => !KNOWN_FIELDS.has(k));
      if (Object.keys(server).length === 0 || unplaced.length > 0) {
        setFormError(
          unplaced.length > 0
            ? unplaced.map((k) => server[k]).join(' ')
            : failureMessage(error, WALK_IN_FAILED),
        );
      }
      if (error instanceof ApiError && error.status === 409) void slots.refetch();
    }
  };

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
            value={staffId === null ? '' : String(staffId)}
            onChange={(e) => pickStaff(e.target.value)}
            error={errors.salon_staff_id}
          />
          <TextField
            label="Tarih"
            type="date"
            min={today}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setTime(null);
            }}
            error={errors.date}
          />
        </div>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-800">Hizmetler</legend>
          {staffId === null ? (
            <p className="text-sm text-gray-600">Önce personel seçin.</p>
          ) : capable.length === 0 ? (
            <p className="text-sm text-gray-600">Bu personelin yaptığı hizmet yok.</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {capable.map((service) => (
                <li key={service.id}>
                  <label className="flex cursor-pointer items-start gap-2 rounded-lg border border-gray-200 p-2 text-sm hover:border-brand-300">
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 accent-brand-600"
                      checked={serviceIds.includes(service.id)}
                      onChange={(e) =>
                        setServiceIds((ids) =>
                          e.target.checked ? [...ids, service.id] : ids.filter((id) => id !== service.id),
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
          {errors.service_ids && (
            <p className="text-sm text-red-700" role="alert">
              {errors.service_ids}
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
              {time !== null && !timeIsFree && (
                <Alert variant="warning">
                  {time} dolu ya da çalışma saati dışında. Boş saatlerden birini seçin.
                </Alert>
              )}
              <SlotPicker
                slots={freeTimes}
                selected={timeIsFree ? time : null}
                onSelect={(slot) => setTime(slot.time)}
                label="Boş saatler"
              />
            </>
          )}
          {errors.time && (
            <p className="text-sm text-red-700" role="alert">
              {errors.time}
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
                  name={modeName}
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="accent-brand-600"
                />
                {label}
              </label>
            ))}
          </div>
          {mode === 'existing' ? (
            <TextField
              label="E-posta veya telefon"
              hint="Onay bağlantısı e-postayla gider; müşteri onaylayınca randevu kesinleşir."
              value={contact}
              onChange={(e) => setContact(e.target.value)}
              error={
                errors['customer.contact'] ??
                errors['customer.email'] ??
                errors['customer.phone'] ??
                errors.customer
              }
            />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="Ad Soyad"
                autoComplete="off"
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={errors['customer.name']}
              />
              <TextField
                label="Cep Telefonu"
                type="tel"
                placeholder="05XX XXX XX XX"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                error={errors['customer.phone']}
              />
              <TextField
                label="E-posta (onay bağlantısı için)"
                type="email"
                containerClassName="sm:col-span-2"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={errors['customer.email'] ?? errors.customer}
              />
            </div>
          )}
        </fieldset>

        <TextareaField
          label="Not (isteğe bağlı)"
          rows={2}
          maxLength={APPOINTMENT_NOTES_MAX}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          error={errors.notes}
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

const KNOWN_FIELDS = new Set([
  'salon_staff_id',
  'service_ids',
  'date',
  'time',
  'notes',
  'customer',
  'customer.contact',
  'customer.email',
  'customer.phone',
  'customer.name',
]);
