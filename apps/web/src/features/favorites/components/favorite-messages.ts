/** The favourite heart's Turkish messages (shared by the button and its lazily loaded login dialog). */
export const LOGIN_TO_FAVORITE = 'Favorilere eklemek için giriş yapın';
export const CUSTOMERS_ONLY_FAVORITES =
  'Favori salonlar yalnızca müşteri hesaplarında tutulur. Salonları favorilerinize eklemek için müşteri hesabınızla giriş yapın.';
