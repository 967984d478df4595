// The special-request dialog's heading, shared by the dialog and the shell drawn while its code loads
// (docs/decisions/mylist.md U21).

export const specialRequestHeading = {
  title: "Special Equipment Request",
  description: (equipmentName: string) =>
    `Tell us when you need ${equipmentName} and your nearest branch will call you back.`,
};
