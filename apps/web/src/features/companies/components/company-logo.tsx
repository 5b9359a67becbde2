import { cn } from '@/lib/cn';
import { CompanyInitial } from './company-initial';

/** The company's logo when it has one, else its initial. */
export function CompanyLogo({
  name,
  logo,
  className,
}: {
  name: string;
  logo?: string | null;
  className?: string;
}) {
  if (!logo) return <CompanyInitial name={name} className={className} />;
  return (
    <img
      src={logo}
      alt={`${name} logo`}
      className={cn(
        'size-12 shrink-0 rounded-xl border border-slate-200 bg-white object-contain',
        className,
      )}
    />
  );
}
