import type { ReactNode } from 'react';

/** A whole-page state (not found) with the page's h1, a description and a next step. */
export function PageState({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="page-state-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-3 py-12 text-center"
    >
      <span aria-hidden="true" className="text-gray-400">
        {icon}
      </span>
      <h1 id="page-state-title" className="text-xl font-bold text-gray-900">
        {title}
      </h1>
      <p className="text-sm text-gray-600">{description}</p>
      {action}
    </section>
  );
}
