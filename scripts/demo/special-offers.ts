// The demo's quick-hire specials as data: offer groups, each offer naming a real catalogue item (specials.ts turns
// them into rows).

export interface Offer {
  /** Equipment name; null for an enquiry-only special that is not a catalogue item. */
  item: string | null;
  title: string;
  /** The deal, one sentence. */
  deal: string;
  featured?: boolean;
  enquire?: boolean;
  /** Image code for an offer without equipment. */
  imageCode?: string;
  /** Percentage off the listed rate, shown as an offer price. */
  discount?: number;
}

export interface SpecialGroup {
  name: string;
  prefix: string;
  /** A seasonal group's first and last day (YYYY-MM-DD, inclusive); the site shows it only then. */
  season?: { validFrom: string; validTo: string };
  offers: Offer[];
}

export const groups: SpecialGroup[] = [
  {
    name: "Spring Garden Offers",
    prefix: "SPG",
    season: { validFrom: "2027-03-01", validTo: "2027-05-31" },
    offers: [
      {
        item: "Petrol Scarifier",
        title: "Spring lawn rescue",
        deal: "Weekend hire (Friday to Monday) for the price of one day.",
        featured: true,
      },
      {
        item: "Petrol Tiller (Rotavator) Medium",
        title: "Dig in for spring",
        deal: "20% off a 2-day hire during March and April.",
        discount: 20,
      },
      {
        item: "Petrol Hedge Trimmer 600mm",
        title: "Hedge trimming weekend",
        deal: "Weekend hire for the price of one day.",
      },
      {
        item: "Wood Chipper Petrol Towable 6in",
        title: "Chipper and trailer deal",
        deal: "Free delivery and collection within 10 miles on weekly hires.",
        enquire: true,
      },
      {
        item: "Turf Cutter 300mm",
        title: "New lawn starter",
        deal: "15% off when hired with a water-filled turf roller.",
        discount: 15,
      },
      {
        item: "Stump Grinder Petrol 13hp",
        title: "Stump removal day",
        deal: "One-day hire with free grinding teeth check.",
        discount: 10,
      },
    ],
  },
  {
    name: "Access Deals",
    prefix: "ACD",
    offers: [
      {
        item: "Cherry Picker Trailer Mounted 12m",
        title: "Weekend cherry picker",
        deal: "Friday afternoon to Monday morning for the price of two days.",
        featured: true,
      },
      {
        item: "Articulated Boom Lift 15.8m",
        title: "Boom lift week",
        deal: "Weekly rate with IPAF familiarisation on delivery included.",
        enquire: true,
      },
      {
        item: "Electric Scissor Lift 8m (26ft)",
        title: "Fit-out scissor lift",
        deal: "10% off hires of four weeks or longer.",
        discount: 10,
      },
      {
        item: "Double Width Aluminium Tower 4.2m Platform",
        title: "Tower and build guide",
        deal: "Free PASMA-compliant build guide and outrigger set with every weekly hire.",
      },
      {
        item: "Tracked Spider Lift 17m",
        title: "Spider lift for tree surgeons",
        deal: "Delivered with a trained demonstrator, price on enquiry.",
        enquire: true,
      },
      { item: "Pop Up Plus Platform 2m", title: "Pop up and go", deal: "Second week half price." },
    ],
  },
  {
    name: "Power Tools Weekend Deals",
    prefix: "PTW",
    offers: [
      {
        item: "Kango 950X Breaker 110V",
        title: "Weekend breaker",
        deal: "Friday to Monday for the price of one day, steels included.",
        featured: true,
      },
      {
        item: "SDS Plus Rotary Hammer Drill 110V",
        title: "SDS weekend",
        deal: "Weekend hire for the price of one day.",
      },
      {
        item: "Sliding Mitre Saw 110V 305mm",
        title: "Mitre saw and stand",
        deal: "Free mitre saw stand with every weekend hire.",
      },
      {
        item: "Cordless Combi Drill 18V",
        title: "Cordless combi weekend",
        deal: "Weekend hire for the price of one day, two batteries included.",
      },
      {
        item: "Floor Sander (Drum) 240V",
        title: "Floor sanding weekend",
        deal: "Sander and edger for the weekend with 10% off abrasives.",
        discount: 10,
      },
      {
        item: "Drywall Sander (Giraffe) 110V",
        title: "Giraffe sander offer",
        deal: "Second day free on any 2-day hire.",
      },
    ],
  },
  {
    name: "Drying & Heating Specials",
    prefix: "DHS",
    season: { validFrom: "2026-10-01", validTo: "2027-03-31" },
    offers: [
      {
        item: "Dehumidifier Large",
        title: "Flood drying bundle",
        deal: "15% off when hired with two or more air movers.",
        featured: true,
        discount: 15,
      },
      {
        item: "Indirect Diesel Heater 70kW 110V",
        title: "Winter site heating",
        deal: "Weekly hire with a free fuel tank top-up on delivery.",
        enquire: true,
      },
      { item: "Propane Space Heater (Blow Heater) 50kW", title: "Workshop warm-up", deal: "Second week half price." },
      {
        item: "Air Mover (Carpet Dryer) 240V",
        title: "Air mover multi-buy",
        deal: "Hire three, pay for two.",
      },
      {
        item: null,
        title: "Marquee Heating Package",
        deal: "Heaters, thermostats and fuel for weddings and events, quoted to your marquee size.",
        enquire: true,
        imageCode: "HTD-HEA-GAS",
      },
    ],
  },
  {
    name: "Site Setup Bundles",
    prefix: "SSB",
    offers: [
      {
        item: "Towable Welfare Unit 6-Person",
        title: "Welfare from day one",
        deal: "Delivery, set-up and first service included on hires of 4 weeks or more.",
        enquire: true,
        featured: true,
      },
      {
        item: "Heras Fence Panel 3.5m",
        title: "Fencing by the 100 metres",
        deal: "Panels, blocks and clamps installed by our team; price per run on enquiry.",
        enquire: true,
      },
      {
        item: "Transformer 110V 3kVA",
        title: "Transformer with leads",
        deal: "Free 14 m extension lead with every transformer hire.",
      },
      {
        item: "Diesel Generator 20kVA",
        title: "Site power package",
        deal: "Generator, distribution board and leads at a bundle rate.",
        enquire: true,
      },
      {
        item: "Site Office Anti-Vandal 24ft",
        title: "Site office bundle",
        deal: "Desks, chairs and heaters included for the first month.",
      },
      {
        item: null,
        title: "Complete Site Set-Up Package",
        deal: "Welfare, fencing, signage, power and lighting planned and installed by one team.",
        enquire: true,
        imageCode: "SIT-WEL-UNT",
      },
    ],
  },
  {
    name: "Groundworks & Compaction Deals",
    prefix: "GWC",
    offers: [
      {
        item: "Petrol Plate Compactor 450mm",
        title: "Patio compaction weekend",
        deal: "Weekend hire for the price of one day, paving pad included.",
        featured: true,
      },
      {
        item: "Mini Digger 1.5t",
        title: "Mini digger week",
        deal: "Weekly hire with a free breaker attachment for one day.",
        enquire: true,
      },
      {
        item: "Trench Rammer Petrol 4-Stroke 68kg",
        title: "Trench rammer offer",
        deal: "10% off weekly hires.",
        discount: 10,
      },
      {
        item: "Petrol Disc Cutter 300mm",
        title: "Stihl saw and blade",
        deal: "15% off a diamond blade with every disc cutter hire.",
        discount: 15,
      },
      {
        item: "Site Dumper Hi-Tip 1t",
        title: "Dumper and digger pair",
        deal: "Hire with any mini digger and save 10% on both.",
        discount: 10,
      },
    ],
  },
  {
    name: "Surveying & Detection Offers",
    prefix: "SDO",
    offers: [
      {
        item: "Cable Avoidance Tool (CAT) & Genny",
        title: "Cat and Genny week",
        deal: "Weekly hire with a free toolbox talk at the counter.",
        featured: true,
      },
      {
        item: "Rotating Laser Level",
        title: "Laser level weekend",
        deal: "Weekend hire for the price of one day, tripod and staff included.",
      },
      {
        item: "Thermal Imaging Camera Standard",
        title: "Heat loss survey",
        deal: "20% off 3-day hires in October to March.",
        discount: 20,
      },
    ],
  },
];
