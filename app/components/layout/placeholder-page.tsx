import { Link } from "react-router";

/** Stands in for a page whose issue has not landed yet: its heading and a way on. */
export function PlaceholderPage({ title, intro }: { title: string; intro: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{intro}</p>
      <p className="mt-8">
        <Link to="/categories" className="font-semibold text-brand underline">
          Browse equipment categories
        </Link>
      </p>
    </div>
  );
}
