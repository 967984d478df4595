import { site } from "../../core/site.js";

export const comingSoonPage = {
  title: "Coming Soon",
  description: `This part of the ${site.name} website is coming soon.`,
  path: "/coming-soon",
  intro:
    "We are working on this part of the site and it will be ready soon. In the meantime, everything else is just a click away.",
};
