import { useEffect, useState, type ChangeEvent } from 'react';
import { failureMessage } from '@/lib/form-errors';
import { checkImageFile } from '@/lib/image-files';
import { toast } from '@/lib/toast';

export interface ImageUploadMutations {
  upload: { mutateAsync: (file: File) => Promise<{ message?: string | null }>; isPending: boolean };
  remove: { mutateAsync: (variables: void) => Promise<{ message: string }>; isPending: boolean };
}

export interface ImageUploadOptions extends ImageUploadMutations {
  /** Fallbacks when the server's answer carries no Turkish message of its own. */
  messages: { saved: string; uploadFailed: string; removeFailed: string };
  /** Shows the chosen file at once (object URL) while the server makes its variants. */
  preview?: boolean;
}

/**
 * One photo's upload and removal: the file is checked here first (the server checks it again), the server's
 * message is toasted on success and kept as the field's error on failure.
 */
export function useImageUpload({
  upload,
  remove,
  messages,
  preview: withPreview = false,
}: ImageUploadOptions) {
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (preview === null) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    if (withPreview) setPreview(URL.createObjectURL(file));
    try {
      const answer = await upload.mutateAsync(file);
      toast.success(answer.message ?? messages.saved);
    } catch (err) {
      setError(failureMessage(err, messages.uploadFailed));
    } finally {
      setPreview(null);
    }
  };

  const onRemove = async () => {
    setError(null);
    try {
      const answer = await remove.mutateAsync();
      toast.success(answer.message);
    } catch (err) {
      setError(failureMessage(err, messages.removeFailed));
    }
  };

  return { error, preview, onFile, onRemove };
}
