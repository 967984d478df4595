import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cx } from "~/components/ui/cx";
import {
  dialogCloseClasses,
  dialogFrameClasses,
  dialogHeaderClasses,
  dialogOverlayClasses,
  dialogTitleClasses,
} from "~/components/ui/on-demand/dialog-frame";

export type DialogSize = "sm" | "md" | "lg";

const widths: Record<DialogSize, string> = {
  sm: "md:max-w-md",
  md: "md:max-w-xl",
  lg: "md:max-w-3xl",
};

/**
 * A modal dialog on Radix (focus trap, Escape, labelled by its title). Below 768 px it is a sheet rising from
 * the bottom; above, a centred card. Either leaves the screen's top 6.5 rem free, where a toast shows over it
 * (docs/decisions/mylist.md U10). The body scrolls between a fixed header and footer, so long content never pushes
 * the buttons off a phone's screen.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = "md",
  testId,
  nested = false,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  footer?: React.ReactNode;
  size?: DialogSize;
  testId?: string;
  /** A dialog opened over another one sits above it. */
  nested?: boolean;
  /** Where focus goes on closing, when not the element focused at opening (dialogs that follow one another). */
  returnFocus?: HTMLElement | null;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cx(dialogOverlayClasses, nested ? "z-[70]" : "z-[60]")} />
        <RadixDialog.Content
          data-testid={testId}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.isConnected) return;
            event.preventDefault();
            returnFocus.focus();
          }}
          className={cx(
            dialogFrameClasses,
            widths[size],
            nested ? "z-[70]" : "z-[60]",
            // Printed alone, at full length (app.css hides the page behind it): docs/decisions/mylist.md D6.
            "print:static print:max-h-none print:w-auto print:max-w-none print:translate-x-0 print:translate-y-0 print:shadow-none",
          )}
        >
          <div className={dialogHeaderClasses}>
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className={dialogTitleClasses}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-ink-muted">{description}</RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close aria-label="Close" className={dialogCloseClasses}>
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4 md:px-6 print:overflow-visible">
            {children}
          </div>
          {footer && (
            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-line bg-surface-muted/60 px-5 py-4 pb-[calc(1rem+env(safe-area-inset-bottom))] md:rounded-b-2xl md:px-6 md:pb-4">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
