import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session';

export const DOCUMENT_OPEN_FAILED = 'Belge açılamadı';

/**
 * GET /api/v1{download_path}: a document of an application, which needs the admin's bearer token (so not a plain
 * link): fetched as a file and shown in a new tab. A file, not a JSON envelope, so it is not a route of the typed
 * client (ADR 0036): the path comes from the application's contract (`documents[].download_path`).
 */
export async function openApplicationDocument(downloadPath: string): Promise<void> {
  const target = window.open('', '_blank');
  const token = getToken();
  const response = await fetch(`/api/v1${downloadPath}`, {
    headers: token === null ? {} : { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    target?.close();
    throw new ApiError({ status: response.status, message: DOCUMENT_OPEN_FAILED });
  }
  const url = URL.createObjectURL(await response.blob());
  if (target !== null) target.location.href = url;
  else window.location.assign(url);
}
