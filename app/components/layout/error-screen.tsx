import { AlertTriangle } from "lucide-react";

export function ErrorScreen() {
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <AlertTriangle aria-hidden className="mx-auto size-12 text-danger" />
      <h1 className="mt-4 text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-ink-muted">Sorry, this page could not be shown. Please try again.</p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className="rounded-lg bg-brand px-4 py-2 font-semibold text-white">
          Refresh Page
        </button>
        <a href="/" className="rounded-lg border border-line px-4 py-2 font-semibold">
          Go Home
        </a>
      </div>
    </div>
  );
}
