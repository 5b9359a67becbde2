import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      {navigation.state === 'loading' && (
        <div aria-hidden className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600" />
      )}
      <div id="main" className="flex flex-1 flex-col">
        <Suspense fallback={<Spinner className="flex-1 py-24" />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
