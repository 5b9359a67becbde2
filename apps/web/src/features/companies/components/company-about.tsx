import { Globe } from 'lucide-react';
import type { Company } from '@jobhunter/shared';
import { websiteHref, websiteLabel } from '../lib/website';

/** "About": the company's own words (line breaks kept) and its website, when it gave them. */
export function CompanyAbout({ about, website }: Pick<Company, 'about' | 'website'>) {
  const href = website ? websiteHref(website) : null;
  if (!about?.trim() && !href) return null;
  return (
    <section aria-labelledby="company-about">
      <h2 id="company-about" className="mb-3 text-lg font-semibold text-slate-900">
        About
      </h2>
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        {about?.trim() && (
          <p className="break-words whitespace-pre-line text-slate-700">{about.trim()}</p>
        )}
        {href && website && (
          <p className="flex min-w-0 items-center gap-1.5 text-sm">
            <Globe aria-hidden className="size-4 shrink-0 text-slate-400" />
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="min-w-0 font-medium break-all text-brand-700 hover:underline"
            >
              {websiteLabel(website)}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
