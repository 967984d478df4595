import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";

/**
 * The access-denied view. Signed out, it offers the sign-in page (returning to `signInHref`'s next page); a
 * signed-in branch-staff account is offered the request desk instead (docs/decisions/security.md A8).
 */
export function AccessDenied({
  message = "Admin access required for data import operations",
  signInHref = "/admin/login",
  signedIn = false,
}: {
  message?: string;
  signInHref?: string;
  signedIn?: boolean;
}) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md items-center px-4 py-16">
      <div className={cardClasses({ className: "w-full p-8 text-center" })}>
        <Icon name="triangle-alert" className="mx-auto size-10 text-red-700" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">Access Denied</h1>
        <p className="mt-2 text-ink-muted">{message}</p>
        {signedIn ? (
          <Link to="/admin/requests" className={buttonClasses({ className: "mt-6" })}>
            Go to the request desk
          </Link>
        ) : (
          <Link to={signInHref} className={buttonClasses({ className: "mt-6" })}>
            Administrator sign in
          </Link>
        )}
      </div>
    </div>
  );
}
