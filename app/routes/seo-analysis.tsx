import { metaFromLoader } from "~/lib/route-meta";
import { seoMeta } from "~/lib/seo.server";
import type { Route } from "./+types/seo-analysis";
import { publicUrlOf } from "../../server/context.js";

export function loader({ context }: Route.LoaderArgs) {
  return {
    meta: seoMeta(
      { title: "SEO Analysis", description: "Internal SEO report.", path: "/seo-analysis", noindex: true },
      publicUrlOf(context),
    ),
  };
}

export const meta = metaFromLoader;

const checks = [
  { name: "Titles and meta descriptions", status: "Pass" },
  { name: "Canonical links", status: "Pass" },
  { name: "Structured data (JSON-LD)", status: "Pass" },
  { name: "Image alt text", status: "Pass" },
  { name: "Page speed on mobile", status: "Improve" },
];

export default function SeoAnalysis() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">SEO Analysis</h1>
      <p className="mt-2 text-ink-muted">Internal report. Not indexed by search engines.</p>
      <div className="mt-8 flex gap-6">
        <div className="rounded-2xl border border-line p-6">
          <p className="text-sm text-ink-muted">Current score</p>
          <p className="text-4xl font-bold tabular-nums">
            85<span className="text-lg text-ink-muted">/100</span>
          </p>
        </div>
        <div className="rounded-2xl border border-line p-6">
          <p className="text-sm text-ink-muted">Target</p>
          <p className="text-4xl font-bold tabular-nums">95</p>
        </div>
      </div>
      <ul className="mt-8 divide-y divide-line rounded-2xl border border-line">
        {checks.map((check) => (
          <li key={check.name} className="flex justify-between px-4 py-3">
            <span>{check.name}</span>
            <span className="font-semibold">{check.status}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
