import { Printer } from "lucide-react";
import { useState } from "react";
import { downloadEstimatePdf } from "~/lib/mylist/reservation-query";
import { showToast } from "~/lib/toast";
import { Button } from "~/components/ui/on-demand/button";

/**
 * 'Print or save as PDF' in the MyList dialog: the server's PDF estimate of this list (docs/decisions/mylist.md D6).
 */
export function PrintEstimateButton({ reservationId, sessionId }: { reservationId: number; sessionId: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadEstimatePdf(reservationId, sessionId);
    } catch {
      void showToast("Error", {
        description: "The PDF estimate could not be made. Please try again.",
        variant: "error",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" className="print:hidden" disabled={busy} onClick={download}>
      <Printer aria-hidden="true" className="size-4" />
      {busy ? "Preparing PDF…" : "Print or save as PDF"}
    </Button>
  );
}
