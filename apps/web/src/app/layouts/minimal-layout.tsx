import { Outlet } from 'react-router';
import { TAGLINE } from '@salonya/domain/constants';
import { Logo } from './logo';

/** Token links (/r/{token}, /a/{token}): just the logo and the content, no navigation (SPEC §2.1). */
export function Component() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4">
          <Logo />
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <footer className="py-6 text-center text-xs text-gray-500">{TAGLINE}</footer>
    </div>
  );
}
