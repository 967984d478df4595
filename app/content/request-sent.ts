// The tracking page's confirmation texts (docs/decisions/mylist.md R10): what happens after a MyList is sent, and when.

export const requestSent = {
  banner: "Your request has been sent",
  bannerText:
    "We have e-mailed you a copy with the link to this page. Keep it: bookmark this page, or print it or save it as a PDF.",
  nextHeading: "What happens next",
  /** Step texts; `{branch}` is the branch's name. */
  steps: {
    now: "We have your request and have e-mailed you a copy. Nothing is booked or paid yet.",
    next: "{branch} contacts you in its opening hours, usually within one working day, to confirm availability and the price.",
    nextDelivery:
      "{branch} contacts you in its opening hours, usually within one working day, to confirm availability, the price and the delivery charge.",
    then: "Your hire or order is made when the branch confirms it and you accept. This page shows each change of status, and we e-mail you about it.",
  },
  linkHeading: "Your private link",
  linkText: "Anyone with this link can see this request, so keep it to yourself. It is also in your e-mail.",
  collection: "Collection (Free) from",
  delivery: "Delivery (charges will be added on confirmation)",
} as const;
