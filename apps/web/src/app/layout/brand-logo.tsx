import { BriefcaseBusiness } from 'lucide-react';

export function BrandLogo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900">
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <BriefcaseBusiness aria-hidden className="size-4.5" />
      </span>
      Job<span className="-ml-2 text-brand-600">Hunter</span>
    </span>
  );
}
