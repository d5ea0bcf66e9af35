import { formatDate, formatKurus } from '@/lib/format';
import type { BookingDraft } from '../utils/booking-draft';
import { dayAsDate } from '@salonya/domain/time/istanbul';
import { formatDuration } from './wizard-footer';
import { PET_SIZES, PET_SPECIES } from './steps/pet-step';
import { draftTotals } from '../utils/booking-draft';

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** Everything the customer chose, as a definition list (payment step). */
export function BookingSummary({ draft }: { draft: BookingDraft }) {
  const { priceKurus, minutes } = draftTotals(draft);
  const staffName =
    draft.selectedStaff?.kind === 'staff' ? draft.selectedStaff.name : 'Fark etmez (ilk müsait uzman)';
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-gray-900">{draft.salon?.name}</h2>
      {draft.salon && (
        <p className="text-sm text-gray-600">
          {draft.salon.district}, {draft.salon.city}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-gray-600">Tarih</dt>
        <dd className="font-medium text-gray-900">
          {draft.selectedDate ? formatDate(dayAsDate(draft.selectedDate)) : '—'}
        </dd>
        <dt className="text-gray-600">Saat</dt>
        <dd className="font-medium text-gray-900" data-testid="booking-summary-time">
          {draft.selectedTime ?? '—'}
        </dd>
        <dt className="text-gray-600">Uzman</dt>
        <dd className="font-medium text-gray-900">{staffName}</dd>
        {draft.location && (
          <>
            <dt className="text-gray-600">Adres</dt>
            <dd className="font-medium text-gray-900">
              {draft.location.address}, {draft.location.district}/{draft.location.city}
            </dd>
          </>
        )}
        {draft.pet && (
          <>
            <dt className="text-gray-600">Evcil hayvan</dt>
            <dd className="font-medium text-gray-900">
              {draft.pet.name} · {labelOf(PET_SPECIES, draft.pet.species)} · {draft.pet.breed} ·{' '}
              {labelOf(PET_SIZES, draft.pet.size)}
            </dd>
          </>
        )}
      </dl>
      <ul className="mt-4 divide-y divide-gray-100 border-t border-gray-100">
        {draft.selectedServices.map((service) => (
          <li key={service.id} className="flex justify-between gap-3 py-2 text-sm">
            <span>
              {service.name}
              <span className="block text-xs text-gray-500">{formatDuration(service.durationMinutes)}</span>
            </span>
            <span className="font-medium">{formatKurus(service.priceKurus)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-gray-200 pt-3 text-base font-semibold">
        <span>Toplam ({formatDuration(minutes)})</span>
        <span>{formatKurus(priceKurus)}</span>
      </p>
    </div>
  );
}
