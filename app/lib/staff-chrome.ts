// The staff pages' frame: routes whose handle is STAFF_CHROME bring their own compact header, so the root
// (app/components/layout/document.tsx) leaves out the public site's header, banner and footer around them. The root
// reads only the type, so nothing here adds to the public pages' scripts.

export const STAFF_CHROME = { staffChrome: true } as const;

export type StaffChrome = Partial<typeof STAFF_CHROME>;
