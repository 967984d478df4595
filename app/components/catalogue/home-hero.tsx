import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { containerClasses } from "~/components/ui/container";
import { site } from "../../../core/site.js";
import heroImage from "~/components/catalogue/hero-illustration.svg?no-inline";
import heroMarkup from "~/components/catalogue/hero-illustration.svg?raw";

/** Starts the hero video in the browser, after first paint, unless the visitor prefers reduced motion. */
function startVideo(video: HTMLVideoElement | null) {
  if (!video || video.src || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  video.muted = true;
  video.src = site.heroVideoUrl;
  void video.play().catch(() => {});
}

/** The hero's picture: a muted looping video when site.heroVideoUrl is set (its poster is the still), else the still. */
function HeroMedia() {
  if (site.heroVideoUrl) {
    return (
      <video
        ref={startVideo}
        poster={heroImage}
        width={640}
        height={480}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden
        className="aspect-[4/3] h-auto w-full rounded-2xl object-cover"
      />
    );
  }
  // The still is drawn in the page itself (a small SVG): nothing to fetch before the hero is complete (docs/decisions/performance.md X1).
  return <div aria-hidden className="hero-illustration" dangerouslySetInnerHTML={{ __html: heroMarkup }} />;
}

export function HomeHero() {
  return (
    <section className="on-dark relative overflow-hidden border-t border-white/10 bg-brand bg-[radial-gradient(circle_at_75%_40%,rgb(255_255_255/0.08),transparent_55%)] text-white">
      <div className={`${containerClasses} grid items-center gap-8 pb-20 pt-8 md:grid-cols-2 md:pb-28 md:pt-16`}>
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent">
            Since {site.foundedYear} · {site.claims.locations}
          </p>
          <h1 className="mt-4 text-4xl font-extrabold leading-tight tracking-tight md:text-5xl">
            Tool &amp; equipment hire for <span className="text-accent">trade and DIY</span>
          </h1>
          <p className="mt-4 max-w-xl text-lg text-white/85">{site.description}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/categories" className={buttonClasses({ variant: "accent", size: "lg" })}>
              Browse equipment
            </Link>
            <Link
              to="/locations"
              className="inline-flex min-h-12 items-center gap-2 rounded-lg border border-white/50 px-6 font-semibold hover:bg-white/10"
            >
              <Icon name="map-pin" className="size-5" />
              Find a branch
            </Link>
          </div>
          <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-white/85">
            <span className="inline-flex items-center gap-1">
              <Icon name="star-filled" className="size-4 text-accent" />
              <strong className="font-semibold text-white">{site.claims.rating}</strong> from {site.claims.reviews}
            </span>
            <span>{site.claims.customers}</span>
          </p>
        </div>
        <div className="mx-auto w-full max-w-72 sm:max-w-md md:max-w-none">
          <HeroMedia />
        </div>
      </div>
    </section>
  );
}
