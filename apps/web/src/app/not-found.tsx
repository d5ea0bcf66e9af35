import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

export const NOT_FOUND_TITLE = 'Sayfa Bulunamadı';

/** The 404 page (its frame is the public layout). */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-lg space-y-4 py-16 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 id="not-found-title" className="text-2xl font-bold text-gray-900">
        {NOT_FOUND_TITLE}
      </h1>
      <p className="text-gray-600">
        Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir. Adresi kontrol edin veya ana
        sayfadan devam edin.
      </p>
      <Link to="/" className={buttonClasses({ className: 'mx-auto' })}>
        <Home aria-hidden="true" className="size-4" />
        Ana Sayfaya Dön
      </Link>
    </section>
  );
}
