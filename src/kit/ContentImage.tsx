import { usePage } from './page-context.ts';

interface ContentImageProps {
  /** Path under public/, as written in YAML. */
  src: string;
  /** Translated description; empty for decorative images. */
  alt: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  className?: string;
}

/** An image with its real size reserved (measured at build time), lazy unless it is above the fold. */
export function ContentImage({ src, alt, priority = false, className }: ContentImageProps) {
  const size = usePage().images[src];
  return (
    <img
      src={`${import.meta.env.BASE_URL}${src}`}
      alt={alt}
      width={size?.width}
      height={size?.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
}
