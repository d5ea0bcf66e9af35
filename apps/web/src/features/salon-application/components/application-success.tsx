import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CircleCheck, Home } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

const NEXT_STEPS = [
  'Ekibimiz başvurunuzu ve belgelerinizi inceler; eksik bir şey olursa sizi arar ya da e-posta ile yazar.',
  'Başvurunuz onaylandığında e-posta adresinize salon paneli hesabınızın bilgileri gönderilir.',
  'Panelden hizmetlerinizi, fiyatlarınızı, uzmanlarınızı ve çalışma saatlerinizi ekleyin; salonunuz yayına alınsın ve randevu almaya başlayın.',
];

/** After a successful application: the server's message and what happens next. */
export function ApplicationSuccess({ message, applicationId }: { message: string; applicationId: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="application-success" className="space-y-5 text-center sm:text-left">
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <CircleCheck aria-hidden="true" className="size-12 shrink-0 text-emerald-600" />
        <div className="space-y-2">
          <h2
            id="application-success"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-gray-900 focus:outline-none"
          >
            Başvurunuz alındı
          </h2>
          <p role="status" className="text-gray-700">
            {message}
          </p>
          <p className="text-sm text-gray-500">{`Başvuru numaranız: ${applicationId}`}</p>
        </div>
      </div>
      <div className="rounded-xl bg-gray-50 p-4 text-left">
        <h3 className="mb-2 font-semibold text-gray-900">Bundan sonra ne olacak?</h3>
        <ol className="list-decimal space-y-1.5 pl-5 text-sm text-gray-700">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
        <Link to={paths.home.getHref()} className={buttonClasses()}>
          <Home aria-hidden="true" className="size-4" />
          Ana Sayfaya Dön
        </Link>
        <Link to={paths.help.getHref()} className={buttonClasses({ variant: 'outline' })}>
          Yardım Merkezi
        </Link>
      </div>
    </section>
  );
}
