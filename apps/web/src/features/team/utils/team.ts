/** Pure helpers of the team screens. */

/** salon_staff_id → the selected service ids of the matrix. */
export type Selection = Readonly<Record<number, readonly number[]>>;

export function selectionOf(staff: readonly { salon_staff_id: number; service_ids: readonly number[] }[]) {
  const out: Record<number, readonly number[]> = {};
  for (const s of staff) out[s.salon_staff_id] = [...s.service_ids].sort((a, b) => a - b);
  return out;
}

export function toggled(selection: Selection, salonStaffId: number, serviceId: number): Selection {
  const current = selection[salonStaffId] ?? [];
  const next = current.includes(serviceId)
    ? current.filter((id) => id !== serviceId)
    : [...current, serviceId].sort((a, b) => a - b);
  return { ...selection, [salonStaffId]: next };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The rows whose selection differs from the saved one, in the order of `order`. */
export function changedRows(saved: Selection, edited: Selection, order: readonly number[]): number[] {
  return order.filter((id) => !sameIds(saved[id] ?? [], edited[id] ?? []));
}

/** 'N hizmet' with the Turkish count. */
export function servicesLabel(count: number): string {
  return count === 0 ? 'Hizmet atanmadı' : `${count} hizmet`;
}

export const TEAM_PHOTO_UI = {
  uploadFailed: 'Fotoğraf yüklenemedi. Lütfen tekrar deneyin.',
  deleteFailed: 'Fotoğraf kaldırılamadı. Lütfen tekrar deneyin.',
  hint: 'Yüzün göründüğü kare bir fotoğraf en iyi sonucu verir. JPG, PNG ya da WEBP, en fazla 10 MB.',
} as const;
