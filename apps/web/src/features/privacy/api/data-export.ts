import { useMutation } from '@tanstack/react-query';
import { getAccountDataExport } from '@salonya/contracts/api-routes';
import type { DataExport } from '@salonya/contracts/privacy';
import { PRIVACY_MESSAGES } from '@salonya/domain/privacy/privacy';
import { apiData } from '@/lib/api';

/** GET /account/data-export: everything the platform holds about the signed-in user. */
export function useDataExport() {
  return useMutation({
    mutationFn: () => apiData(getAccountDataExport, {}, { fallbackMessage: PRIVACY_MESSAGES.exportFailed }),
  });
}

/** The export's file name: salonya-verilerim-2026-11-26.json. */
export function exportFileName(data: DataExport): string {
  return `salonya-verilerim-${data.generated_at.slice(0, 10)}.json`;
}

/** Saves the export as a JSON file through a temporary link (the call needs the session's token, not a plain URL). */
export function downloadExport(data: DataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
