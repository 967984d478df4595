import type { BrandAbout } from "../brand.js";

export const about: BrandAbout = {
  branches: "17 hire centres",
  intro: "From a single yard on the Galway docks to hire centres in every province: the story of Curlew Hire.",
  story: [
    "Curlew Hire began in 1978, when two brothers bought a lorry-load of second-hand mixers, compactors and scaffold towers and opened a hire yard beside the Galway docks. Farmers, builders and householders from across Connacht came to hire for the day what they could not justify buying.",
    "Today we still work the way they did: sound kit, ready on the morning you need it, and a branch team who know the job and the area. Every machine is serviced and safety-checked before it goes out, and every hire is confirmed by a person at your local branch.",
  ],
  timeline: [
    {
      year: "1978",
      title: "A yard on the docks",
      text: "The first Curlew yard opens in Galway with mixers, compactors and scaffold towers for local builders and farms.",
    },
    {
      year: "1990s",
      title: "Across the west",
      text: "Branches open in Limerick, Sligo and Ennis as the west's building trade grows.",
    },
    {
      year: "2000s",
      title: "Dublin and the east",
      text: "Our Dublin hire centres open, followed by Cork, Waterford and the midlands, giving contractors one hire partner nationwide.",
    },
    {
      year: "2015",
      title: "Powered access",
      text: "A powered access fleet of scissor lifts and boom lifts joins the range, with trained operators' advice at every branch.",
    },
    {
      year: "2025",
      title: "Hire online",
      text: "The Curlew website goes live with MyList, so customers can plan their hire online and a branch confirms it.",
    },
  ],
};
