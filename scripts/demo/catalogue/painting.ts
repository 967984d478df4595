import { l1, l2, p, type TopDef } from "./dsl.js";

export const painting: TopDef = {
  code: "PNT",
  name: "Painting & Decorating",
  description: "Paint sprayers, wallpaper strippers, floor sanders and drylining tools.",
  intro:
    "Strip, prepare, sand and finish faster. Our decorating range includes airless sprayers, steam wallpaper strippers, drum and edging floor sanders, heat guns and taping tools, with abrasives sold at the counter.",
  advice:
    "Sanding old paintwork may release lead dust: test before you start and use extraction and an FFP3 mask. Airless sprayers operate at very high pressure; never point the gun at skin and always engage the trigger lock.",
  points: [
    "Sprayers flushed and tested between hires",
    "Floor sanders supplied with dust bags and a sanding guide",
    "Abrasives sold by the sheet or pack",
    "240V models for home use, 110V for site",
  ],
  featured: false,
  per: "per day",
  docs: ["Operating Instructions", "COSHH Data Sheet"],
  pictogram: "painting",
  children: [
    l1("SPR", "Paint Sprayers", "Airless, HVLP and texture sprayers.", [
      l2(
        "AIR",
        "Airless Paint Sprayers",
        "Airless paint sprayers for emulsion, masonry paint and coatings on large areas.",
        "Pressure: up to 3,300 psi; Tip sizes: 311 to 531; Flow: 1.6 to 5 l/min; Power: 110V, 240V or petrol",
        [
          p("Airless Paint Sprayer {v}", "240V=55|110V=55"),
          p("Heavy Duty Airless Sprayer 240V", 75),
          p("Petrol Airless Line Striper", 95),
          p("Airless Spray Extension Pole 1m", 6),
          p("Cordless Airless Sprayer 18V", 48),
        ],
      ),
      l2(
        "HVL",
        "HVLP & Texture Sprayers",
        "HVLP spray systems for fine finishes and hopper sprayers for texture and plaster.",
        "Output: 0.5 to 8 l/min; Turbine: 3-stage (HVLP); Hopper: 6 l (texture); Power: 240V",
        [
          p("HVLP Spray System 240V", 38),
          p("Texture Sprayer (Hopper Gun) with Compressor", 45),
          p("Plaster Spray Machine 110V", 165),
          p("Fine Finish Sprayer 240V", 32),
        ],
      ),
    ]),
    l1("PRP", "Surface Preparation", "Wallpaper strippers, heat guns and paint removal tools.", [
      l2(
        "WAL",
        "Wallpaper Strippers",
        "Steam wallpaper strippers soften paper and paste for quick, clean removal.",
        "Tank: 4 l to 5 l; Steam time: up to 80 minutes per fill; Power: 110V or 240V; Plate: 200 mm x 330 mm",
        [
          p("Wallpaper Stripper (Steam) {v}", "240V=18|110V=18"),
          p("Wallpaper Stripper Professional 240V", 24),
          p("Wallpaper Scorer", 5),
        ],
      ),
      l2(
        "HEA",
        "Heat Guns & Paint Removal",
        "Heat guns and infrared paint removal tools for stripping paint from timber.",
        "Temperature: 50 °C to 600 °C; Power: 110V or 240V; Type: Hot air or infrared",
        [p("Heat Gun {v}", "240V=10|110V=10"), p("Infrared Paint Removal Tool 240V", 38)],
      ),
    ]),
    l1("PRO", "Decorating Sundries", "Dust sheets, floor protection and masking to buy.", [
      l2(
        "MSK",
        "Masking & Protection",
        "Dust sheets, floor protection film and masking tape to protect surfaces while you work.",
        "Products: Cotton twill and polythene dust sheets, self-adhesive floor film, masking tape; Sold: Each, ex VAT",
        [
          p("Cotton Twill Dust Sheet 12ft x 9ft", 9.95),
          p("Polythene Dust Sheet 12ft x 9ft", 1.95),
          p("Floor Protection Film 600mm x 100m", 24.95),
          p("Carpet Protection Film 600mm x 100m", 21.95),
          p("Masking Tape 50mm x 50m", 3.25),
          p("Hardboard Floor Protection Sheet 8ft x 4ft", 6.5),
        ],
        { type: "Resale", docs: [] },
      ),
    ]),
    l1("FLR", "Floor Sanding", "Drum sanders, edging sanders and abrasives.", [
      l2(
        "SND",
        "Floor Sanders",
        "Drum and belt floor sanders with edging sanders to restore wooden floors.",
        "Sanding width: 200 mm to 250 mm; Edging disc: 178 mm; Power: 110V or 240V; Collection: Dust bag or extractor",
        [
          p("Floor Sander (Drum) {v}", "240V=38|110V=38"),
          p("Edging Sander {v}", "240V=28|110V=28"),
          p("Floor Sander & Edger Pack 240V", 58),
          p("Multi-Head Floor Sander 240V", 55),
          p("Rotary Floor Sander (Buffer) 240V", 45),
          p("Belt Floor Sander 240V", 48),
        ],
      ),
      l2(
        "ABR",
        "Floor Sanding Abrasives",
        "Sanding sheets and edging discs for our floor sanders, by the pack.",
        "Grits: 24 to 120; Fits: Drum sanders (200 mm) and edging sanders (178 mm); Sold: Each pack, ex VAT",
        [
          p("Floor Sanding Sheets {v} (Pack of 10)", "24 Grit=24|40 Grit=22|80 Grit=20|120 Grit=20"),
          p("Edging Sander Discs {v} (Pack of 10)", "24 Grit=14|60 Grit=12|120 Grit=12"),
        ],
        { type: "Resale", docs: [] },
      ),
    ]),
    l1("DRY", "Drylining & Plastering", "Taping tools, plaster mixers and plastering aids.", [
      l2(
        "TAP",
        "Taping & Jointing Tools",
        "Automatic tapers and flat boxes for fast, consistent plasterboard jointing.",
        "Tape width: 50 mm; Boxes: 180 mm to 300 mm; Compound: Ready mixed",
        [
          p("Automatic Taping Tool", 45),
          p("Flat Box Set with Handle", 38),
          p("Corner Roller & Applicator", 18),
          p("Plasterboard Carrier Trolley", 14),
        ],
      ),
      l2(
        "PLS",
        "Plastering Tools",
        "Plaster mixing stations, stilts and spray skimming tools for plasterers.",
        "Stilts: 450 mm to 750 mm; Mixing: 110V paddle; Spray: Pump-fed",
        [p("Plastering Stilts", 12), p("Plaster Mixing Station 110V", 28), p("Skimming Spray Pump 110V", 85)],
      ),
    ]),
  ],
};
