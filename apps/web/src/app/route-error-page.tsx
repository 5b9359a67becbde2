import { FileQuestion, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

function ErrorLayout({ icon: Icon, detail }: { icon: typeof TriangleAlert; detail: string }) {
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-600">
        <Icon aria-hidden className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Error page</h1>
      <p className="text-slate-600">{detail}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Go to home</Link>
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </main>
  );
}

/** Spec section 2: every route falls back to a page showing 'Error page'. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  return <ErrorLayout icon={TriangleAlert} detail={detail} />;
}

export function NotFoundPage() {
  return <ErrorLayout icon={FileQuestion} detail="We couldn't find the page you were looking for." />;
}
