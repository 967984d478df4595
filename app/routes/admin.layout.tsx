import { Outlet } from "react-router";
import { StaffFrame } from "~/components/admin/staff-frame";
import { STAFF_CHROME } from "~/lib/staff-chrome";
import { staffOfRequest } from "~/routes/admin-session.server";
import type { Route } from "./+types/admin.layout";
import { siteModeOf } from "../../server/context.js";

// The frame of every staff page but the sign-in page: each page still checks its own access (A8).

export const handle = STAFF_CHROME;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await staffOfRequest(request, context);
  return {
    siteMode: siteModeOf(context),
    account: staff ? { email: staff.email, role: staff.role } : null,
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffFrame siteMode={loaderData.siteMode} account={loaderData.account}>
      <Outlet />
    </StaffFrame>
  );
}
