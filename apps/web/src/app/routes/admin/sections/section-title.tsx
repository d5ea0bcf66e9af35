import { ADMIN_SECTION_DESCRIPTIONS } from '../../../admin/section-descriptions';
import { useAdminLocation } from '../../../admin/use-admin-hash';

/** The generic admin section: its Turkish title and what it is for. */
export function Component() {
  const { section } = useAdminLocation();
  return (
    <section aria-labelledby="admin-section-title" className="space-y-2">
      <h1 id="admin-section-title" className="text-2xl font-bold tracking-tight text-gray-900">
        {section.label}
      </h1>
      <p className="max-w-2xl text-gray-600">{ADMIN_SECTION_DESCRIPTIONS[section.id]}</p>
    </section>
  );
}
