import type { ReactNode } from 'react';

/** The column of an account screen (profile, settings): heading and stacked cards, mobile first. */
export function AccountPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-6 sm:py-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {description !== undefined && <p className="text-sm text-gray-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}
