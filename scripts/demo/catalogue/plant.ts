import { l1, l2, p, type TopDef } from "./dsl.js";

export const plant: TopDef = {
  code: "PLA",
  name: "Plant & Earthmoving",
  description: "Mini diggers, excavators, dumpers, loaders and plant trailers.",
  intro:
    "Dig, move and load with modern, low-hour plant. Micro and mini diggers fit through a garden gate; midi excavators and site dumpers handle groundworks. Every machine comes with buckets, a quick hitch and a full tank.",
  advice:
    "Check for buried services with a CAT and Genny before you dig, keep people out of the machine's slew radius, wear a seat belt, and make sure operators are trained and competent; CPCS or NPORS cards are required on most sites.",
  points: [
    "Diggers supplied with three buckets and a quick hitch",
    "Delivered and collected by our own plant lorries",
    "Self-drive plant trailers for machines up to 3 tonnes",
    "Operated hire available on request",
  ],
  featured: false,
  per: "per week",
  docs: ["Plant Safety Guide", "Operating Instructions"],
  pictogram: "plant",
  children: [
    l1("EXC", "Excavators", "Micro, mini and midi excavators and their attachments.", [
      l2(
        "MIC",
        "Micro Diggers",
        "Micro diggers with retractable tracks pass through a 750 mm gate for garden and indoor work.",
        "Operating weight: 0.8 t to 1 t; Dig depth: 1.7 m to 1.9 m; Width: 0.7 m (tracks retracted); Buckets: 3 supplied",
        [p("Micro Digger", "0.8t=260|1t=285"), p("Electric Micro Digger 1t", 340)],
      ),
      l2(
        "MIN",
        "Mini Diggers",
        "Mini diggers from 1.5 to 3 tonnes for footings, drainage and landscaping.",
        "Operating weight: 1.5 t to 3 t; Dig depth: 2.2 m to 2.9 m; Tail swing: Zero or minimal; Buckets: 3 supplied",
        [
          p("Mini Digger", "1.5t=295|1.8t=320|2.7t=380|3t=395"),
          p("Kubota KX016 Mini Digger 1.6t", 310),
          p("JCB 8018 Mini Digger 1.8t", 325),
          p("Mini Digger with Breaker 1.5t", 360),
          p("Takeuchi TB216 Mini Digger 1.6t", 315),
        ],
      ),
      l2(
        "MID",
        "Midi Excavators",
        "Midi excavators from 5 to 8 tonnes for groundworks and bulk digging.",
        "Operating weight: 5 t to 8.5 t; Dig depth: 3.5 m to 4.6 m; Quick hitch: Hydraulic; Operator: CPCS A59 or NPORS",
        [p("Midi Excavator", "3.5t=440|5t=495|8t=620"), p("Zero Tail Swing Excavator 6t", 560)],
      ),
      l2(
        "ATT",
        "Excavator Attachments",
        "Breakers, augers, grab buckets and rakes that fit our excavators.",
        "Fits: 1 t to 8 t excavators; Hitch: Pin-on or quick hitch; Hydraulics: Single or double acting",
        [
          p("Excavator Breaker Attachment", "1.5t=95|3t=120|8t=195"),
          p("Auger Attachment 1.5t", 85),
          p("Ditching Bucket 1.2m", 30),
          p("Grab Bucket 3t", 75),
        ],
      ),
    ]),
    l1("DMP", "Dumpers", "Site dumpers, swivel dumpers and tracked dumpers.", [
      l2(
        "SIT",
        "Site Dumpers",
        "Forward tip, high tip and swivel site dumpers for moving spoil and aggregates.",
        "Payload: 1 t to 9 t; Skip: Forward, high tip or swivel; Drive: 4WD; Operator: CPCS A09 or NPORS",
        [p("Site Dumper Hi-Tip 1t", 180), p("Site Dumper", "3t=255|6t=320|9t=395"), p("Swivel Dumper 2t", 240)],
      ),
      l2(
        "TRK",
        "Tracked Dumpers",
        "Tracked dumpers carry loads over soft ground and through narrow access.",
        "Payload: 300 kg to 1.5 t; Width: 0.7 m to 1.2 m; Tip: Forward or high tip; Engine: Petrol or diesel",
        [p("Tracked Dumper", "500kg=195|1t=240|1.5t=280"), p("Mini Dumper 300kg", 160)],
      ),
    ]),
    l1("LDR", "Loaders", "Skid steers, compact track loaders and backhoe loaders.", [
      l2(
        "SKD",
        "Skid Steer Loaders",
        "Skid steers and compact track loaders with buckets, forks and sweepers.",
        "Operating weight: 1.8 t to 4 t; Rated capacity: 500 kg to 1,200 kg; Attachments: Bucket, forks, sweeper",
        [
          p("Skid Steer Loader", 450),
          p("Compact Track Loader", 520),
          p("Wheeled Loading Shovel", 560),
          p("Compact Tractor with Loader", 420),
          p("Skid Steer Sweeper Attachment", 85),
        ],
      ),
      l2(
        "BHL",
        "Backhoe Loaders",
        "Backhoe loaders dig, load and travel between sites under their own power.",
        "Operating weight: 8 t; Dig depth: 5.9 m; Loader bucket: 1 m³; Operator: CPCS A12 or NPORS",
        [p("Backhoe Loader 8t", 780), p("Backhoe Loader with Breaker 8t", 920)],
      ),
    ]),
    l1("TRL", "Trailers", "Self-drive plant trailers and ramps.", [
      l2(
        "PLT",
        "Plant Trailers",
        "Braked plant trailers with ramps for towing mini diggers and dumpers.",
        "Gross weight: 2.7 t to 3.5 t; Bed: 2.4 m to 3.7 m; Ramps: Rear loading; Towing: B+E licence usually required",
        [
          p("Plant Trailer", "2.7t=110|3.5t=135"),
          p("Tipping Trailer 2.7t", 125),
          p("Car Transporter Trailer 3.5t", 145),
          p("Box Trailer 750kg", 65),
          p("Beavertail Plant Trailer 3.5t", 150),
        ],
      ),
    ]),
  ],
};
