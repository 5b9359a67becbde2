import { FileQuestion, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentMeta } from '@/lib/use-document-meta';

interface ErrorLayoutProps {
  icon: typeof TriangleAlert;
  title: string;
  detail: string;
  tone: 'error' | 'neutral';
  children: ReactNode;
}

function ErrorLayout({ icon: Icon, title, detail, tone, children }: ErrorLayoutProps) {
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span
        className={
          tone === 'error'
            ? 'flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700'
            : 'flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700'
        }
      >
        <Icon aria-hidden className="size-7" />
      </span>
      <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900">
        {title}
      </h1>
      <p className="text-slate-600">{detail}</p>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </main>
  );
}

/** docs/product.md §2: every route falls back to a page showing 'Error page' when showing it fails. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentMeta('Error page · JobHunter');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  return (
    <ErrorLayout icon={TriangleAlert} tone="error" title="Error page" detail={detail}>
      <Button asChild>
        <Link to="/">Go to home</Link>
      </Button>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </ErrorLayout>
  );
}

/** An address no route matches: nothing went wrong that a reload would fix, so point somewhere useful. */
export function NotFoundPage() {
  useDocumentMeta('Page not found · JobHunter');
  return (
    <ErrorLayout
      icon={FileQuestion}
      tone="neutral"
      title="Page not found"
      detail="The address may be mistyped, or the page may have moved. These are good places to carry on:"
    >
      <Button asChild>
        <Link to="/AllJobs">Find jobs</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/Companies">Browse companies</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/">Go to home</Link>
      </Button>
    </ErrorLayout>
  );
}
