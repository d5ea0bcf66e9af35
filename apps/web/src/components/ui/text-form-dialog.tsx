import { useEffect, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useFormFailure } from '@/lib/form-errors';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';
import { FormFailureAlert } from './form-failure-alert';
import { TextareaField } from './textarea-field';

type TextForm = Record<string, string | undefined>;

export interface TextFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Shown above the field (what the action will do, e.g. a cancellation's refund). */
  notice?: ReactNode;
  /** The API field the text is sent as ('reason', 'message', 'note'): 422 errors of it show under the input. */
  field: string;
  label: string;
  /** The contract's schema of that field (the same rules as the server). */
  schema: z.ZodType<string | undefined, string | undefined>;
  maxLength?: number;
  hint?: string;
  /** The text the field opens with (editing an earlier answer); empty when absent. */
  defaultValue?: string;
  /** 'sheet': a bottom sheet on phones (long texts). */
  placement?: 'center' | 'sheet';
  submitLabel: string;
  submitVariant?: ButtonVariant;
  fallbackMessage: string;
  /** Sends the text; a rejection is shown in the dialog (fields next to the input). */
  onSubmit: (text: string) => Promise<unknown>;
}

/**
 * A dialog with one multi-line field (a suspension reason, a rejection reason, an e-mail reply): validated with
 * the contract's schema, the server's 422 next to the field, other failures above it.
 */
export function TextFormDialog({
  open,
  onClose,
  title,
  description,
  notice,
  field,
  label,
  schema,
  maxLength,
  hint,
  defaultValue = '',
  placement = 'center',
  submitLabel,
  submitVariant = 'primary',
  fallbackMessage,
  onSubmit,
}: TextFormDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TextForm>({
    resolver: zodResolver(z.object({ [field]: schema })),
    defaultValues: { [field]: defaultValue },
  });
  const { failure, clear, show } = useFormFailure<TextForm>({ fields: [field], setError, fallbackMessage });
  const value = useWatch({ control, name: field }) ?? '';
  // Each opening starts from the given text (another review's reply, or empty).
  useEffect(() => {
    if (open) reset({ [field]: defaultValue });
  }, [open, field, defaultValue, reset]);

  const close = () => {
    clear();
    reset();
    onClose();
  };

  const submit = handleSubmit(async (data) => {
    clear();
    try {
      await onSubmit((data[field] ?? '').trim());
      reset();
    } catch (error) {
      show(error);
    }
  });

  return (
    <Dialog open={open} onClose={close} title={title} description={description} placement={placement}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormFailureAlert failure={failure} />
        {notice}
        <TextareaField
          label={label}
          hint={hint}
          error={errors[field]?.message}
          counter={maxLength !== undefined ? `${value.length} / ${maxLength}` : undefined}
          {...register(field)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Vazgeç
          </Button>
          <Button type="submit" variant={submitVariant} isLoading={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
