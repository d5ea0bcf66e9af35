import { Card } from '@/components/ui/card';
import { SalonApplicationForm } from '@/features/salon-application/components/salon-application-form';
import { WhySalonya } from '@/features/salon-application/components/why-salonya';

/** /salon-ol — why salons join Salonya, and the owner application. */
export function Component() {
  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          Salonunuzu Salonya’ya Ekleyin
        </h1>
        <p className="max-w-2xl text-gray-600">
          Başvurunuzu birkaç dakikada tamamlayın; belgelerinizi inceledikten sonra salon panelinizi açalım ve
          online randevu almaya başlayın.
        </p>
      </header>
      <WhySalonya />
      <Card>
        <SalonApplicationForm />
      </Card>
    </div>
  );
}
