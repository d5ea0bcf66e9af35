import { Card, CardHeader } from '@/components/ui/card';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactInfo } from '@/features/contact/components/contact-info';
import { COMPANY } from '@/features/content/data/company';

/** /iletisim — Salonya's contact channels and the contact form. */
export function Component() {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">İletişim</h1>
        <p className="max-w-2xl text-gray-600">
          Randevularınız, ödemeleriniz ya da salonunuzla ilgili sorularınız için bize yazın; ekibimiz en kısa
          sürede dönüş yapar.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="order-2 lg:order-1">
          <CardHeader title="Mesaj Gönderin" description="Zorunlu olmayan alanlar belirtilmiştir." />
          <ContactForm />
        </Card>
        <div className="order-1 lg:order-2">
          <ContactInfo email={COMPANY.supportEmail} address={COMPANY.address} />
        </div>
      </div>
    </div>
  );
}
