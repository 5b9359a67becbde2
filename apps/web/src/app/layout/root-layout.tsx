import { Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { Footer } from './footer';
import { Header } from './header';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate';

export function RootLayout() {
  const navigation = useNavigation();
  const main = useRef<HTMLDivElement>(null);
  useFocusHeadingOnNavigate(main);

  // Focus moves to the content itself, not only the scroll position, so the next Tab starts there.
  const skipToContent = (event: React.MouseEvent) => {
    event.preventDefault();
    const target = main.current?.querySelector<HTMLElement>('h1') ?? main.current;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={skipToContent}
        className="sr-only z-50 rounded-md bg-white px-3 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      {navigation.state === 'loading' && (
        <div aria-hidden className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-600" />
      )}
      <div id="main" ref={main} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </div>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
