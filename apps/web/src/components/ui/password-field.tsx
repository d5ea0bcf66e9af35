import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TextField, type TextFieldProps } from './text-field';
import { cn } from '@/lib/cn';

/** A TextField for passwords with a show/hide toggle on the right of the input. */
export function PasswordField({ className, containerClassName, ...props }: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={cn('relative', containerClassName)}>
      <TextField {...props} type={visible ? 'text' : 'password'} className={cn('pr-11', className)} />
      {/* top-6 = label row (1.25rem) + gap (0.25rem); h-[38px] = the input's height. */}
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Şifreyi gizle' : 'Şifreyi göster'}
        aria-pressed={visible}
        className="absolute top-6 right-0 flex h-[38px] w-10 items-center justify-center rounded-r-lg text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {visible ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
