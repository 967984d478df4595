import { cx } from "~/components/ui/cx";

/** The page's content width and side gutters (16 px on phones, 24 px from 640 px, 32 px from 1024 px). */
export const containerClasses = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

export function Container({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(containerClasses, className)} {...props} />;
}
