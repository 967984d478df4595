import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { cx } from "~/components/ui/cx";

export interface Crumb {
  label: string;
  to?: string;
}

/** A page's title band: optional breadcrumb trail, h1, intro and actions. */
export function PageHeader({
  title,
  intro,
  breadcrumbs,
  actions,
  className,
  children,
}: {
  title: React.ReactNode;
  intro?: React.ReactNode;
  breadcrumbs?: Crumb[];
  actions?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={cx("border-b border-line bg-surface-muted", className)}>
      <Container className="py-8 sm:py-12">
        {breadcrumbs && breadcrumbs.length > 0 && (
          <nav aria-label="Breadcrumb" className="mb-4 text-sm text-ink-muted">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {breadcrumbs.map((crumb, index) => (
                <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
                  {index > 0 && <span aria-hidden="true">/</span>}
                  {crumb.to ? (
                    <Link to={crumb.to} className="font-semibold text-brand underline-offset-4 hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page">{crumb.label}</span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="max-w-3xl">
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
            {intro && <p className="mt-3 text-lg text-ink-muted">{intro}</p>}
          </div>
          {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
        </div>
        {children}
      </Container>
    </div>
  );
}
