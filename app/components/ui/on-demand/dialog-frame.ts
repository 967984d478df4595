// The look every dialog shares (ui/on-demand/dialog.tsx) and that of the frame in the page's HTML shown while a dialog's
// code loads (mylist/enquire-shell.tsx), so the one takes the other's place without a jump. Below 768 px a sheet rising from the
// bottom, above a centred card; either leaves the screen's top 6.5 rem free for a toast (docs/decisions/mylist.md U10).

export const dialogOverlayClasses = "fixed inset-0 bg-ink/55 print:hidden";

export const dialogFrameClasses =
  "fixed inset-x-0 bottom-0 flex max-h-[calc(100dvh-6.5rem)] flex-col rounded-t-2xl bg-white shadow-float outline-none md:inset-x-auto md:top-[calc(50%+2.25rem)] md:bottom-auto md:left-1/2 md:max-h-[calc(100dvh-8.5rem)] md:w-[calc(100vw-4rem)] md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl";

export const dialogHeaderClasses = "flex items-start gap-4 border-b border-line px-5 pt-5 pb-4 md:px-6";

export const dialogTitleClasses = "text-lg leading-snug font-bold text-ink md:text-xl";

export const dialogCloseClasses =
  "-mt-1 -mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-ink-muted hover:bg-surface-muted hover:text-ink";
