import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button-classes";
import { cardClasses } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";

export function AccessDenied({ message = "Admin access required for data import operations" }: { message?: string }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md items-center px-4 py-16">
      <div className={cardClasses({ className: "w-full p-8 text-center" })}>
        <Icon name="triangle-alert" className="mx-auto size-10 text-red-700" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-ink">Access Denied</h1>
        <p className="mt-2 text-ink-muted">{message}</p>
        <Link to="/admin/login" className={buttonClasses({ className: "mt-6" })}>
          Administrator sign in
        </Link>
      </div>
    </div>
  );
}
