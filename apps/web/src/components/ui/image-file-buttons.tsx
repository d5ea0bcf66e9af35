import type { ChangeEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { UPLOAD_IMAGE_ACCEPT } from '@salonya/domain/catalogue/salon-media';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface ImageFileButtonsProps {
  inputId: string;
  /** 'Fotoğraf Yükle' before there is an image, 'Fotoğrafı Değiştir' after. */
  uploadLabel: string;
  changeLabel: string;
  removeLabel: string;
  /** Said on the button while the file uploads, where no preview shows it. */
  uploadingLabel?: string;
  hasImage: boolean;
  isUploading: boolean;
  isRemoving: boolean;
  invalid: boolean;
  describedBy?: string;
  onFile: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  onRemove: () => Promise<void>;
}

/** The hidden file input with its label styled as a button, and 'Kaldır' once there is an image. */
export function ImageFileButtons({
  inputId,
  uploadLabel,
  changeLabel,
  removeLabel,
  uploadingLabel,
  hasImage,
  isUploading,
  isRemoving,
  invalid,
  describedBy,
  onFile,
  onRemove,
}: ImageFileButtonsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_IMAGE_ACCEPT}
        className="sr-only"
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => void onFile(e)}
        disabled={isUploading}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonClasses({ variant: 'outline', size: 'sm' }),
          'cursor-pointer',
          isUploading && 'opacity-60',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {isUploading && uploadingLabel ? uploadingLabel : hasImage ? changeLabel : uploadLabel}
      </label>
      {hasImage && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => void onRemove()}
          isLoading={isRemoving}
          disabled={isUploading}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {removeLabel}
        </Button>
      )}
    </div>
  );
}
