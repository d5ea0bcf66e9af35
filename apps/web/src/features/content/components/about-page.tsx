import { ArrowRight, Check, Mail, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import type { ABOUT, Feature } from '../data/about';

function FeatureGrid({ features, columns = 3 }: { features: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`grid gap-4 ${grid}`}>
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
          <p className="mt-1 text-sm leading-6 text-gray-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-gray-900">
      {children}
    </h2>
  );
}

/** /hakkimizda: mission, what customers and salons get, the categories, values and the way to reach us. */
export function AboutPage({ content }: { content: typeof ABOUT }) {
  return (
    <div className="mx-auto max-w-6xl space-y-16">
      <div className="rounded-2xl bg-gradient-to-br from-brand-50 via-white to-brand-100 px-6 py-12 text-center sm:px-12 sm:py-16">
        <h1 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{content.title}</h1>
        <p className="mx-auto mt-3 max-w-3xl text-3xl font-bold tracking-tight text-balance text-gray-900 sm:text-5xl">
          {content.headline}
        </p>
        <p className="mx-auto mt-5 max-w-3xl text-lg leading-8 text-gray-700">{content.lead}</p>
      </div>

      <section aria-labelledby="misyon" className="mx-auto max-w-3xl space-y-4">
        <SectionHeading id="misyon">{content.mission.title}</SectionHeading>
        {content.mission.paragraphs.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-8 text-gray-700">
            {paragraph}
          </p>
        ))}
      </section>

      <section aria-labelledby="musteriler-icin" className="space-y-6">
        <SectionHeading id="musteriler-icin">{content.customers.title}</SectionHeading>
        <FeatureGrid features={content.customers.features} />
      </section>

      <section aria-labelledby="salonlar-icin" className="space-y-6">
        <SectionHeading id="salonlar-icin">{content.salons.title}</SectionHeading>
        <FeatureGrid features={content.salons.features} />
      </section>

      <section
        aria-labelledby="hizmet-alanlari"
        className="grid gap-8 rounded-2xl border border-gray-200 bg-white p-6 sm:p-10 lg:grid-cols-[1fr_1.2fr]"
      >
        <div className="space-y-3">
          <SectionHeading id="hizmet-alanlari">{content.categories.title}</SectionHeading>
          <p className="leading-7 text-gray-700">{content.categories.text}</p>
          <Link
            to={paths.categories.getHref()}
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
          >
            Tüm kategorileri görün
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {content.categories.items.map((item) => (
            <li key={item} className="flex items-center gap-2 text-gray-800">
              <Check aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              {item}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="degerlerimiz" className="space-y-6">
        <SectionHeading id="degerlerimiz">{content.values.title}</SectionHeading>
        <FeatureGrid features={content.values.items} columns={4} />
      </section>

      <section aria-labelledby="iletisime-gecin" className="grid gap-4 md:grid-cols-2">
        <h2 id="iletisime-gecin" className="sr-only">
          Bize ulaşın
        </h2>
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-gray-900 p-8 text-white">
          <Mail aria-hidden="true" className="size-8 text-brand-300" />
          <div className="space-y-2">
            <h3 className="text-xl font-semibold">Sorunuz ya da öneriniz mi var?</h3>
            <p className="text-gray-300">
              Müşterilerimizden, salonlardan ve iş ortaklarımızdan gelen her mesajı okuyoruz. Bize yazın, en
              kısa sürede dönelim.
            </p>
          </div>
          <Link to={paths.contact.getHref()} className={buttonClasses({ className: 'mt-auto' })}>
            İletişime Geçin
          </Link>
        </div>
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-8">
          <Store aria-hidden="true" className="size-8 text-brand-700" />
          <div className="space-y-2">
            <h3 className="text-xl font-semibold text-gray-900">Salonunuzu Salonya’ya ekleyin</h3>
            <p className="text-gray-700">
              Online randevu almaya başlayın, takviminizi ve ekibinizi tek panelden yönetin. Başvuru birkaç
              dakikanızı alır.
            </p>
          </div>
          <Link to={paths.salonApplication.getHref()} className={buttonClasses({ className: 'mt-auto' })}>
            Salon Başvurusu Yapın
          </Link>
        </div>
      </section>
    </div>
  );
}
