import type { BrandAbout } from "../brand.js";

export const about: BrandAbout = {
  branches: "over 140 branches",
  intro: "From one yard in south London to a national hire network: the story of Kestrel Hire.",
  story: [
    "Kestrel Hire began in 1957, when a builder's merchant's son started hiring out cement mixers, ladders and wheelbarrows from a rented yard in Croydon. Local builders liked being able to hire what they needed for a day instead of buying it, and word spread.",
    "More than sixty years later, we still work the same way: the right kit, ready when you need it, from people who understand the job. Our branches serve everyone from householders tackling a weekend project to contractors running major sites, and every machine is serviced and safety-checked before it goes out.",
  ],
  timeline: [
    {
      year: "1957",
      title: "Where it all began",
      text: "The first yard opens in Croydon with a handful of mixers, ladders and hand tools for local builders.",
    },
    {
      year: "1960s",
      title: "London and the South East",
      text: "New depots open across London and the South East as the building boom creates demand for plant and scaffolding.",
    },
    {
      year: "1970s",
      title: "A national network",
      text: "We expand across England, Scotland and Wales, giving national contractors one hire partner for every site.",
    },
    {
      year: "1989",
      title: "Lift and shift specialists",
      text: "Our specialist lifting division launches, supplying hoists, lifting gear and materials handling equipment with expert support.",
    },
    {
      year: "2000s",
      title: "Hire goes online",
      text: "Our first website brings the catalogue online, followed by online booking so customers can plan hires at any time.",
    },
    {
      year: "2020s",
      title: "Closer to the trade",
      text: "Hire counters open inside merchant partners' stores, so tradespeople can hire where they already buy materials.",
    },
    {
      year: "2024",
      title: "A new look for Kestrel Hire",
      text: "We refresh our brand, website and branches, with MyList making it easier than ever to request a hire online.",
    },
  ],
};
