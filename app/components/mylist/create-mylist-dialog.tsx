import { CalendarDays, ClipboardList, PhoneCall } from "lucide-react";
import { Button } from "~/components/ui/on-demand/button";
import { Dialog } from "~/components/ui/on-demand/dialog";

const steps = [
  { icon: CalendarDays, text: "Choose your hire dates, then the quantity." },
  { icon: ClipboardList, text: "Add more equipment to the same list whenever you like." },
  { icon: PhoneCall, text: "Send it as one request: your branch confirms price and availability and calls you back." },
];

/**
 * Asks the visitor to start a MyList before the first Hire item (docs/decisions/mylist.md U1). Nothing is paid online.
 */
export function CreateMyListDialog({
  equipmentName,
  returnFocus,
  onOpenChange,
  onConfirm,
}: {
  equipmentName: string;
  returnFocus: HTMLElement | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open
      size="sm"
      testId="create-mylist-dialog"
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title="Create your MyList"
      description={`Start a MyList to request ${equipmentName} from your local branch.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            Create MyList
          </Button>
        </>
      }
    >
      <ol className="space-y-3">
        {steps.map(({ icon: StepIcon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm text-ink">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-soft text-brand">
              <StepIcon aria-hidden="true" className="size-4.5" />
            </span>
            <span className="pt-2">{text}</span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
