import { DELIVERY_WITHOUT_ESTIMATE } from "../../../core/delivery-estimate.js";
import { useDeliveryEstimate } from "~/lib/mylist/branch-data";

/**
 * The delivery option's title: 'Delivery from Leeds, about 6 miles: from £25.00 ex VAT (confirmed by the branch)'
 * when the company has delivery bands, else today's words (docs/decisions/branches.md G10). The server works it
 * out from the postcode, as checkout does when it stores it.
 */
export function DeliveryEstimateTitle({ postcode }: { postcode: string }) {
  const answer = useDeliveryEstimate(postcode.trim());
  const text = answer.data?.estimate ? answer.data.text : DELIVERY_WITHOUT_ESTIMATE;
  return (
    <span data-testid="delivery-estimate" aria-live="polite">
      {text}
    </span>
  );
}
