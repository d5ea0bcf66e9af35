import { Link } from 'react-router';
import { PRODUCT_NAME, TAGLINE } from '@salonya/domain/constants';
import { paths } from '@/lib/paths';

const COLUMNS = [
  {
    title: 'Keşfet',
    links: [
      { to: paths.categories.getHref(), label: 'Kategoriler' },
      { to: paths.campaigns.getHref(), label: 'Kampanyalar' },
      { to: paths.appDownload.getHref(), label: 'Uygulama' },
    ],
  },
  {
    title: 'Kurumsal',
    links: [
      { to: paths.about.getHref(), label: 'Hakkımızda' },
      { to: paths.contact.getHref(), label: 'İletişim' },
      { to: paths.help.getHref(), label: 'Yardım' },
      { to: paths.salonApplication.getHref(), label: 'Salon Ol' },
    ],
  },
  {
    title: 'Yasal',
    links: [
      { to: paths.legal.terms.getHref(), label: 'Kullanım Şartları' },
      { to: paths.legal.distanceSales.getHref(), label: 'Mesafeli Satış Sözleşmesi' },
      { to: paths.legal.privacy.getHref(), label: 'Gizlilik Politikası' },
      { to: paths.legal.kvkk.getHref(), label: 'KVKK Aydınlatma Metni' },
      { to: paths.legal.cookies.getHref(), label: 'Çerez Politikası' },
    ],
  },
] as const;

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-gray-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-4">
        <div className="space-y-2">
          <p className="text-lg font-extrabold text-brand-700">{PRODUCT_NAME}</p>
          <p className="text-sm text-gray-600">{TAGLINE}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-gray-900">{column.title}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-gray-600 hover:text-brand-700 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-gray-100 py-4 text-center text-xs text-gray-500">
        © {year} {PRODUCT_NAME}. Tüm hakları saklıdır.
      </div>
    </footer>
  );
}
