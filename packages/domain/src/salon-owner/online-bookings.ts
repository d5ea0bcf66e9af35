/**
 * Shown on the salon, specialist and booking pages while the owner has paused online bookings (/salon/ayarlar).
 * A module of their own, so the public pages do not load the settings form's texts with them (issue 17).
 */
export const ONLINE_BOOKINGS_PAUSED =
  'Bu salon şu anda online randevu almıyor. Lütfen salonu telefonla arayın.';
export const ONLINE_BOOKINGS_PAUSED_TITLE = 'Online randevu şu anda kapalı';
