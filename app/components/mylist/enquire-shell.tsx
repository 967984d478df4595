import { cx } from "~/components/ui/cx";
import { Icon } from "~/components/ui/icon";
import {
  dialogCloseClasses,
  dialogFrameClasses,
  dialogHeaderClasses,
  dialogTitleClasses,
} from "~/components/ui/on-demand/dialog-frame";
import { specialRequestHeading } from "~/content/special-request";
import { ENQUIRE_SHELL_ID } from "~/components/mylist/mylist-launcher";

/**
 * The special-request dialog's frame and heading, in the page's HTML from the server (static markup, no code in the
 * browser): '+enquire' opens it at the press while the form's code arrives behind it, and the form takes its place
 * (docs/decisions/mylist.md U21). A native dialog: Escape and Close work without script.
 */
export function EnquireShell() {
  return (
    <dialog
      id={ENQUIRE_SHELL_ID}
      aria-labelledby="enquire-shell-title"
      aria-describedby="enquire-shell-status"
      className={cx(
        dialogFrameClasses,
        "top-auto m-0 w-full max-w-none border-0 p-0 text-ink backdrop:bg-ink/55 md:max-w-xl [&:not([open])]:hidden",
      )}
    >
      <div className={dialogHeaderClasses}>
        <h2 id="enquire-shell-title" className={cx("min-w-0 flex-1", dialogTitleClasses)}>
          {specialRequestHeading.title}
        </h2>
        <form method="dialog">
          <button type="submit" aria-label="Close" className={dialogCloseClasses}>
            <Icon name="x" className="size-5" />
          </button>
        </form>
      </div>
      <p id="enquire-shell-status" role="status" className="px-5 py-10 text-center text-sm text-ink-muted md:px-6">
        Loading the form…
      </p>
    </dialog>
  );
}
