import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** The free-text search; submitting puts `q` in the URL. */
export function JobSearchBar({ defaultValue, onSearch }: { defaultValue: string; onSearch: (q: string) => void }) {
  return (
    <form
      role="search"
      className="flex w-full gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
      }}
    >
      <label htmlFor="job-search" className="sr-only">
        Search jobs
      </label>
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <Input
          id="job-search"
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder="Job title, skill or company"
          className="h-11 pl-9"
        />
      </div>
      <Button type="submit" className="h-11">
        Search
      </Button>
    </form>
  );
}
