import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-24 text-2xl sm:size-28 sm:text-3xl',
} as const;

/** Each size's largest box in CSS pixels: the photo's intrinsic size, so it is sized before it loads. */
const pixels: Record<keyof typeof sizes, number> = { sm: 32, md: 40, lg: 64, xl: 112 };

interface AvatarProps {
  src?: string | null;
  /** Text used for alt text and the initials fallback. */
  name: string;
  initials: string;
  /** Show a generic person silhouette instead of initials when there is no photo. */
  placeholder?: boolean;
  size?: keyof typeof sizes;
  className?: string;
}

/** A round photo; shows initials (or a placeholder silhouette) when there is no photo or it fails to load. */
export function Avatar({ src, name, initials, placeholder, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-brand-500 to-brand-700 font-semibold text-white ring-2 ring-white',
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={name}
          width={pixels[size]}
          height={pixels[size]}
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : placeholder ? (
        <UserRound role="img" aria-label={name} className="size-3/5 text-white/90" />
      ) : (
        <span role="img" aria-label={name}>
          {initials}
        </span>
      )}
    </span>
  );
}
