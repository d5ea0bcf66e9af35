import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { FileText, Upload, X } from 'lucide-react';
import { formatFileSize } from '@salonya/domain/format/number';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';
import { useFieldIds } from './use-field-ids';

export { formatFileSize };

export interface FileFieldProps {
  label: string;
  /** The chosen file (controlled); null when none. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The input's accept attribute ('.pdf,.jpg,…'). */
  accept?: string;
  name?: string;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** The file input (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  className?: string;
}

/**
 * One file: a labelled 'Dosya Seç' control, the chosen file's name and size with 'Kaldır', help and error texts.
 * The native input stays focusable (visually hidden); checks of type and size are the caller's (`error`).
 */
export function FileField({
  label,
  file,
  onFileChange,
  accept,
  name,
  id,
  required = false,
  disabled = false,
  error,
  hint,
  ref,
  onBlur,
  className,
}: FileFieldProps) {
  const ids = useFieldIds({ id, hasDescription: hint !== undefined, error });
  const labelId = useId();
  const fileNameId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);

  // A file removed or reset from outside clears the native input as well (choosing it again fires change).
  useEffect(() => {
    if (file === null && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <div className={cn('space-y-1', className)}>
      <p className="text-sm font-medium text-gray-800">
        <span id={labelId}>{label}</span>
        {/* Marked for the eye, outside the name; the input is `required` for screen readers. */}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' *'}
          </span>
        )}
      </p>
      <div
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-lg border border-dashed bg-white p-3',
          error ? 'border-red-400' : 'border-gray-300',
        )}
      >
        <input
          ref={setRefs}
          id={ids.inputId}
          name={name}
          type="file"
          accept={accept}
          disabled={disabled}
          required={required}
          aria-labelledby={labelId}
          aria-describedby={[fileNameId, ids.describedBy].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
          onBlur={onBlur}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        />
        <label
          htmlFor={ids.inputId}
          className={buttonClasses({
            variant: 'outline',
            size: 'sm',
            className:
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          })}
        >
          <Upload aria-hidden="true" className="size-4" />
          {file === null ? 'Dosya Seç' : 'Değiştir'}
        </label>
        <span id={fileNameId} className="flex min-w-0 flex-1 items-center gap-2 text-sm text-gray-700">
          {file === null ? (
            <span className="text-gray-500">Dosya seçilmedi</span>
          ) : (
            <>
              <FileText aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-gray-500">({formatFileSize(file.size)})</span>
            </>
          )}
        </span>
        {file !== null && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => onFileChange(null)}
            aria-label={`${label}: dosyayı kaldır`}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-gray-600 hover:bg-gray-100 hover:text-gray-900"
          >
            <X aria-hidden="true" className="size-4" />
            Kaldır
          </button>
        )}
      </div>
      {hint !== undefined && (
        <p id={ids.descriptionId} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
