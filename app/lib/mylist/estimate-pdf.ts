/**
 * The server's PDF estimate of the visitor's list (priced by the server, P3), fetched with the X-Session-Id header
 * (R2) and handed to the browser as a file, so the session id never appears in an address.
 */
export async function downloadEstimatePdf(reservationId: number, sessionId: string): Promise<void> {
  const response = await fetch(`/api/reservations/${reservationId}/estimate.pdf`, {
    headers: { "X-Session-Id": sessionId },
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`The estimate could not be made (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = "mylist-estimate.pdf";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
