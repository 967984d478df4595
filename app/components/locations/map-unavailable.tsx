import { Icon } from "~/components/ui/icon";
import { buttonClasses } from "~/components/ui/button-classes";

/** Map failure: a message and a link to an external maps search (spec section 8), never an error screen. */
export function MapUnavailable({
  height,
  title = "Interactive map temporarily unavailable",
  text,
  searchUrl,
  linkText = "Search on Google Maps",
}: {
  height?: number;
  title?: string;
  text?: string;
  searchUrl: string;
  linkText?: string;
}) {
  return (
    <div
      style={height ? { minHeight: height } : undefined}
      className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-line-strong bg-surface-muted p-8 text-center"
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
