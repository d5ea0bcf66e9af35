import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import {
  hasErrors,
  validateAddBreak,
  type AddBreakBody,
  type BreakValues,
  type FormErrors,
} from '../utils/forms';
import { MSG } from '../utils/messages';
import { failureMessage } from '@/lib/form-errors';
import { BREAK_DEFAULT_TIMES, DEFAULT_BREAK_DAYS } from '../utils/rules';
import { serverFieldErrors } from '../utils/server-errors';
import type { StaffOption } from '../utils/view';
import { DaysField, DialogActions, FormError, TimeField } from './form-parts';

const FIELD_OF: Record<keyof BreakValues, string> = {
  staffUserId: 'staff_user_id',
  name: 'name',
  startTime: 'start_time',
  endTime: 'end_time',
  days: 'days',
};
const FIELDS = Object.values(FIELD_OF);

/** SPEC §5 add break: name, 12:00–13:00 and Monday–Friday by default, quick picks, submit needs a day. */
export function AddBreakDialog({
  staff,
  presetStaffUserId,
  onClose,
  onSubmit,
}: {
  staff: readonly StaffOption[];
  presetStaffUserId: number | null;
  onClose: () => void;
  onSubmit: (body: AddBreakBody) => Promise<void>;
}) {
  const daysErrorId = useId();
  const [values, setValues] = useState<BreakValues>(() => ({
    staffUserId:
      presetStaffUserId === null
        ? staff.length === 1
          ? String(staff[0]?.userId)
          : ''
        : String(presetStaffUserId),
    name: '',
    startTime: BREAK_DEFAULT_TIMES.start,
    endTime: BREAK_DEFAULT_TIMES.end,
    days: [...DEFAULT_BREAK_DAYS],
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<{ message: string; details: string[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof BreakValues>(key: K, value: BreakValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [FIELD_OF[key]]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateAddBreak(values, { staffPreset: presetStaffUserId !== null });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await onSubmit({
        staff_user_id: presetStaffUserId ?? Number(values.staffUserId),
        name: values.name.trim(),
        start_time: values.startTime,
        end_time: values.endTime,
        days: values.days,
      });
    } catch (error) {
      const server = serverFieldErrors(error, FIELDS);
      setErrors(server.fields);
      if (Object.keys(server.fields).length === 0 || server.other.length > 0) {
        setFailure({ message: failureMessage(error, MSG.addBreakFailed), details: server.other });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Mola Ekle"
      description="Seçilen günlerde her hafta tekrarlanır."
      placement="sheet"
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <FormError message={failure?.message ?? null} details={failure?.details} />
        {presetStaffUserId === null && (
          <SelectField
            label="Personel"
            placeholder="Personel seçin"
            value={values.staffUserId}
            onChange={(e) => set('staffUserId', e.target.value)}
            options={staff.map((s) => ({ value: String(s.userId), label: s.name }))}
            error={errors.staff_user_id}
          />
        )}
        <TextField
          label="Mola adı"
          value={values.name}
          maxLength={100}
          placeholder="Öğle arası"
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TimeField
            label="Başlangıç saati"
            value={values.startTime}
            onChange={(t) => set('startTime', t)}
            error={errors.start_time}
          />
          <TimeField
            label="Bitiş saati"
            value={values.endTime}
            onChange={(t) => set('endTime', t)}
            error={errors.end_time}
          />
        </div>
        <DaysField
          value={values.days}
          onChange={(days) => set('days', days)}
          error={errors.days}
          errorId={daysErrorId}
        />
        {values.days.length === 0 && errors.days === undefined && (
          <p className="text-sm text-amber-800">{MSG.pickOneDay}</p>
        )}
        <DialogActions
          onCancel={onClose}
          submitLabel="Mola Ekle"
          busy={busy}
          disabled={values.days.length === 0}
        />
      </form>
    </Dialog>
  );
}
