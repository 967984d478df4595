import { data, Link } from "react-router";
import { publicUrlFrom, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export function meta({ matches, data }: Route.MetaArgs) {
  return seoMeta(
    {
      title: "Page Not Found",
      description: "The page you were looking for could not be found.",
      path: data?.path ?? "/",
      noindex: true,
    },
    publicUrlFrom(matches),
  );
}

export default function NotFound() {
  return <NotFoundCard />;
}

export function NotFoundCard() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <div className="rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
        <h1 className="text-3xl font-bold tracking-tight">404 Page Not Found</h1>
        <p className="mt-3 text-ink-muted">The page you are looking for does not exist or has moved.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/" className="rounded-lg bg-brand px-4 py-2 font-semibold text-white">Go Home</Link>
          <Link to="/categories" className="rounded-lg border border-line px-4 py-2 font-semibold">Browse equipment</Link>
        </div>
      </div>
    </div>
  );
}
