import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The centred card of the login, register, password and verification screens (mobile first). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex w-full justify-center px-4 py-8 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">
        <h1 className="mb-6 text-center text-2xl font-bold text-gray-900">{title}</h1>
        {children}
      </Card>
    </div>
  );
}
