import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentMeta } from '@/lib/use-document-meta';

/**
 * The spec's static 'Login to the product' page. Its inputs did nothing, so they are left out:
 * both actions lead to /CommonAuthentication, where the account type decides which login applies.
 */
export function ProductLoginPage() {
  useDocumentMeta('Login to the product · JobHunter');
  return (
    <main className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <ShieldCheck aria-hidden className="size-6" />
          </span>
          <CardTitle asHeading="h1" className="text-2xl">
            Login to the product
          </CardTitle>
          <CardDescription>
            Job seekers and recruiters sign in separately. Pick your account type to continue.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <Button asChild size="lg">
            <Link to="/CommonAuthentication">Login</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/CommonAuthentication">Register</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
