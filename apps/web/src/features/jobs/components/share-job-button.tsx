import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

type ShareResult = 'idle' | 'shared' | 'copied' | 'failed';
const CONFIRMATIONS: Record<Exclude<ShareResult, 'idle'>, string> = {
  shared: 'Thanks for sharing this job',
  copied: 'Link copied to clipboard',
  failed: "Couldn't share. Copy the address from your browser",
};

/** Shares the job's link through the Web Share API where there is one, else copies it, and says what happened. */
export function ShareJobButton({ title, text, url }: { title: string; text: string; url: string }) {
  const [result, setResult] = useState<ShareResult>('idle');

  useEffect(() => {
    if (result === 'idle') return;
    const timer = setTimeout(() => setResult('idle'), 4000);
    return () => clearTimeout(timer);
  }, [result]);

  const share = async () => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text, url });
        setResult('shared');
        return;
      }
      await navigator.clipboard.writeText(url);
      setResult('copied');
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setResult('failed');
    }
  };

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <Button variant="outline" onClick={() => void share()}>
        {result === 'copied' || result === 'shared' ? (
          <Check aria-hidden />
        ) : (
          <Share2 aria-hidden />
        )}
        Share
      </Button>
      <p role="status" className="min-h-4 text-center text-xs text-slate-600">
        {result === 'idle' ? '' : CONFIRMATIONS[result]}
      </p>
    </div>
  );
}
