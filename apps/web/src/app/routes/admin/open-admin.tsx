import { ExternalLink } from 'lucide-react';
import { useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * /admin is its own page (admin.html). The root loader sends the browser there; this only shows if that did not
 * happen, with a link to open it.
 */
export function Component() {
  const { hash } = useLocation();
  return (
    <div className="mx-auto max-w-md p-6">
      <Card className="space-y-4 text-center">
        <h1 className="text-xl font-semibold">Yönetim Paneli</h1>
        <p className="text-sm text-gray-600">Yönetim paneli ayrı bir sayfada açılır.</p>
        <a href={`/admin${hash}`} className={buttonClasses({ className: 'w-full' })}>
          <ExternalLink aria-hidden="true" className="size-4" />
          Yönetim Paneline Git
        </a>
      </Card>
    </div>
  );
}
