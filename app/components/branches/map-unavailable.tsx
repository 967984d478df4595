import { Icon } from "~/components/ui/icon";
import { buttonClasses } from "~/components/ui/button-classes";

/** Map failure: a message and a link to an external maps search (docs/product.md "Messages"), never an error screen. */
export function MapUnavailable({
  height,
  title = "Interactive map temporarily unavailable",
  text,
  searchUrl,
  linkText = "Search on Google Maps",
}: {
  /** Only the map height (MAP_HEIGHT, 400 px) is supported. */
  height?: number;
  title?: string;
  text?: string;
  searchUrl: string;
  linkText?: string;
}) {
  return (
    // A class, not a style attribute: the pages' CSP allows no inline styles (docs/decisions/security.md H2).
    <div
      className={`${height ? "min-h-[400px]" : ""} flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface-muted p-8 text-center`}
    >
      <Icon name="map-pin" className="size-10 text-ink-muted" />
      <p className="text-lg font-semibold text-ink">{title}</p>
      {text && <p className="text-ink-muted">{text}</p>}
      <a href={searchUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "outline" })}>
        {linkText}
      </a>
    </div>
  );
}
