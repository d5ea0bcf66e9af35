/** The server's cookie banner: rendered at once into the HTML (the browser loads it lazily, cookie-banner.lazy.tsx). */
export { CookieBanner } from './cookie-banner';
