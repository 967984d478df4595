import { site } from "../../../core/site.js";
import { renderHtml, renderText, type Block } from "./blocks.js";
import type { OutgoingMail } from "./outbox.js";
import { deskBlocks } from "./request-mail-parts.js";

/**
 * The branch's e-mail when a customer cancels a request from their tracking link (docs/decisions/mylist.md D16). It
 * is a branch copy (`-branch`), so a DEV site sends it to the administrator instead.
 */
export function customerCancellationMail(cancelled: {
  referenceNumber: string;
  customerName: string;
  customerEmail: string;
  branchName: string;
  branchEmail: string | null;
  statusBefore: string;
  receivedAt: string;
  deskLink: string;
}): OutgoingMail {
  const title = `Request ${cancelled.referenceNumber} was cancelled by the customer`;
  const blocks: Block[] = [
    {
      paragraph:
        "The customer cancelled this request from their tracking link before the branch confirmed it. There is no need to call them about it; release anything you had set aside.",
    },
    {
      rows: [
        ["Reference", cancelled.referenceNumber],
        ["Customer", cancelled.customerName || "—"],
        ["Branch", cancelled.branchName || "—"],
        ["Received", cancelled.receivedAt],
        ["Status before", cancelled.statusBefore],
      ],
    },
    ...deskBlocks(cancelled.deskLink),
  ];
  return {
    kind: "request-cancelled-branch",
    referenceNumber: cancelled.referenceNumber,
    to: cancelled.branchEmail || site.email,
    replyTo: cancelled.customerEmail,
    subject: title,
    text: renderText([{ paragraph: title }, ...blocks]),
    html: renderHtml(title, blocks),
  };
}
