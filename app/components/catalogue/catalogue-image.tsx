import { useEffect, useRef, useState } from "react";

interface CatalogueImageProps {
  src: string;
  alt: string;
  /**
   * The picture's size in pixels, against layout shift. A search result card leaves both out (with no class either):
   * its grid's CSS gives the box and its proportions, saving 48 cards' attributes (docs/decisions/performance.md N15).
   */
  width?: number;
  height?: number;
  /** Sizes both picture and placeholder; give the proportions here (e.g. aspect-[4/3]), as the CSP allows no style attributes. */
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
  /** Text shown when there is no image at all (as opposed to one that failed to load). */
  missingText?: string;
}

/**
 * A catalogue picture with fixed dimensions (no layout shift) that lazy-loads and falls back to a
 * 'No Image / Image unavailable' placeholder when it fails, including failures before hydration.
 */
export function CatalogueImage({
  src,
  alt,
  width,
  height,
  className,
  priority = false,
  missingText,
}: CatalogueImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    // The server-rendered <img> may have failed before React attached onError.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  if (!src || failedSrc === src) {
    return (
      <div
        // A decorative picture (empty alt) stays silent; otherwise the placeholder names what is missing.
        {...(alt ? { role: "img", "aria-label": `${alt}: image unavailable` } : { "aria-hidden": true })}
        className={`flex flex-col items-center justify-center gap-1 bg-surface-muted text-ink-muted ${className ?? ""}`}
      >
        <svg
          aria-hidden
          viewBox="0 0 24 24"
          className="size-8 opacity-50"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <path d="m3 16 5-5 4 4 3-3 6 6M3 3l18 18" />
        </svg>
        {missingText && !src ? (
          <span className="text-[0.875em] font-medium">{missingText}</span>
        ) : (
          <>
            <span className="text-[0.875em] font-semibold">No Image</span>
            <span className="text-[0.75em]">Image unavailable</span>
          </>
        )}
      </div>
    );
  }

  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      // Above the fold the picture is usually the page's largest paint: fetched first (Lighthouse's LCP
      // discovery check, docs/decisions/performance.md W7).
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailedSrc(src)}
      className={className === undefined ? undefined : `catalogue-image ${className}`}
    />
  );
}
