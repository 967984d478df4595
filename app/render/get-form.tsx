import { useNavigate } from "react-router";

// WORKAROUND (docs/architecture.md, "Workarounds": GET forms). React Router's <Form> would take every page's first
// load over the 100 KB target (the figure is in that table), because its code then travels in the shared ui-kit chunk.

/**
 * A search form (method GET) that navigates inside the app, as React Router's `<Form method="get">` does, without
 * bringing that component's submission code into every page's first load (docs/decisions/performance.md W11). Before
 * hydration it is a plain HTML form.
 */
export function GetForm({
  action,
  onSubmit,
  ...props
}: Omit<React.FormHTMLAttributes<HTMLFormElement>, "method" | "action"> & { action: string }) {
  const navigate = useNavigate();
  return (
    <form
      method="get"
      action={action}
      {...props}
      onSubmit={(event) => {
        onSubmit?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        const fields = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        const query = new URLSearchParams();
        for (const [name, value] of fields) if (typeof value === "string") query.append(name, value);
        void navigate(`${action}?${query}`);
      }}
    />
  );
}
