import { formatMoney } from "../../core/money.js";
import { site } from "../../core/site.js";
import type { TextPage } from "~/content/types";

/** The damage waiver rate of docs/decisions/money.md P4, in percent of the hire charge. */
export const damageWaiverPercent = 16;

export const damageWaiver: TextPage = {
  title: "Damage Waiver",
  description: `What ${site.name}'s damage waiver covers and costs: ${damageWaiverPercent}% of the hire charge, added when your branch confirms the hire.`,
  path: "/damage-waiver",
  keywords: ["damage waiver", "hire insurance", "equipment damage cover"],
  intro: `Accidents happen on site. Damage waiver limits what you pay if hired equipment is accidentally damaged, so one bad day does not turn into a large repair bill.`,
  sections: [
    {
      id: "what-it-is",
      heading: "What is damage waiver?",
      blocks: [
        `When you hire equipment, you are responsible for it until it comes back to us. Damage waiver is not insurance: it is an agreement that ${site.name} waives most of the cost of repairing accidental damage, in return for a charge added to your hire.`,
      ],
    },
    {
      id: "cost",
      heading: "How much does it cost?",
      blocks: [
        `Damage waiver costs ${damageWaiverPercent}% of the hire charge for the hire period. For example, on a hire charge of ${formatMoney("100.00")} ex VAT, the damage waiver is ${formatMoney("16.00")} ex VAT.`,
        "It is shown on the confirmation step of your MyList and added when your branch confirms the hire. Resale items you buy from us are not covered and carry no damage waiver charge.",
      ],
    },
    {
      id: "covered",
      heading: "What is covered",
      blocks: [
        [
          "Accidental damage to the equipment while it is used properly, for its intended purpose, by a competent operator.",
          "Damage caused by a sudden and unforeseen event on site, such as falling materials.",
        ],
      ],
    },
    {
      id: "not-covered",
      heading: "What is not covered",
      blocks: [
        [
          "Theft or loss of the equipment, or damage while it was left unsecured.",
          "Damage caused by misuse, overloading, negligence or wilful acts.",
          "Wear parts and consumables such as blades, bits, chains, belts and tyres.",
          "Damage from the wrong fuel, or from running the equipment without oil or water.",
          "Damage while the equipment is being transported in your vehicle, unless it was properly secured.",
          "Cleaning charges for equipment returned dirty.",
        ],
      ],
    },
    {
      id: "opting-out",
      heading: "Can I opt out?",
      blocks: [
        "Trade account customers with their own insurance covering hired-in plant may opt out. Before the hire starts, send your branch a copy of your policy schedule showing hired-in plant cover. You are then responsible for the full cost of any damage, loss or theft.",
      ],
    },
    {
      id: "claims",
      heading: "If something is damaged",
      blocks: [
        `Stop using the equipment and call your branch or ${site.phone} straight away. Do not try to repair it yourself. We will arrange a swap or collection and inspect the equipment when it comes back.`,
      ],
    },
  ],
};
