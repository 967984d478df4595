import { site } from "../../core/site.js";
import type { TextPage } from "~/content/types";

export const cookiePolicy: TextPage = {
  title: "Cookie Policy",
  description: `Which cookies and browser storage the ${site.name} website uses, why, and how you can control them.`,
  path: "/cookie-policy",
  keywords: ["cookie policy", "cookies", "local storage"],
  updated: "January 2025",
  intro: `This policy explains how the ${site.name} website uses cookies and similar technologies. In short: we only use what the site needs to work, and we do not use advertising or tracking cookies.`,
  sections: [
    {
      id: "what-are-cookies",
      heading: "1. What cookies are",
      blocks: [
        "Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, let a site remember information on your device between visits. In this policy, 'cookies' covers both.",
      ],
    },
    {
      id: "cookies-we-use",
      heading: "2. The cookies we use",
      blocks: [
        "We use strictly necessary storage only. It is essential for the features you ask for, so it does not need your consent under the Privacy and Electronic Communications Regulations (PECR) or the Irish ePrivacy Regulations:",
        [
          "MyList session (local storage): a random identifier that links your browser to the MyList you are building, so your equipment and hire dates are still there when you come back. It contains no personal details and is removed when you send your MyList or clear your browser data.",
          "Price display (local storage): remembers whether you chose to see prices ex VAT or inc VAT, set with the switch at the top of every page. It holds only that choice.",
          "Administrator session (cookie, for our staff only): keeps an administrator signed in to the catalogue import pages. It expires when the browser closes or after a period of inactivity.",
          "Security (cookie or storage set by our hosting): helps protect the site against abuse, such as too many requests from one address.",
        ],
      ],
    },
    {
      id: "third-parties",
      heading: "3. Third-party content",
      blocks: [
        "Branch maps are drawn from map tiles supplied by a mapping provider, and our online brochures may be embedded from a publishing service. These providers receive your IP address when your browser loads their content and may set their own cookies under their own policies. We do not allow them to use our pages for advertising.",
        "Links to our social media pages take you to those networks, whose own cookie policies then apply.",
      ],
    },
    {
      id: "analytics",
      heading: "4. Analytics and advertising",
      blocks: [
        "We do not use analytics, advertising or social media tracking cookies. If we ever introduce them, we will ask for your consent first and update this policy.",
      ],
    },
    {
      id: "control",
      heading: "5. How to control cookies",
      blocks: [
        "You can delete cookies and local storage, or block them, in your browser's settings. If you block strictly necessary storage, MyList will not be able to remember your equipment between pages or visits, but you can still browse the site and call your branch to hire.",
      ],
    },
    {
      id: "contact",
      heading: "6. Questions",
      blocks: [
        `If you have any question about our use of cookies, e-mail ${site.customerServiceEmail}. Our Privacy Policy explains how we handle personal data more generally.`,
      ],
    },
  ],
};
