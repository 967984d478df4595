import { l1, l2, p, type TopDef } from "./dsl.js";

export const access: TopDef = {
  code: "ACC",
  name: "Access",
  description: "Powered access, scaffold towers, ladders and podiums for safe work at height.",
  intro:
    "From a two-tread podium to a 41 m telescopic boom, our access fleet covers every job at height, indoors and out. Powered access machines are serviced, LOLER-examined and delivered by our own drivers, with demonstrations on handover.",
  advice:
    "Plan work at height before you hire: choose the lowest-risk equipment for the task, check ground conditions and overhead hazards, and make sure operators of powered access hold a current IPAF PAL card for the machine category.",
  points: [
    "Thorough examination (LOLER) certificate supplied with every powered access machine",
    "Delivery and collection by our own transport, with on-site familiarisation",
    "Towers supplied with the manufacturer's instructions and a PASMA-compliant build guide",
    "Harnesses and lanyards available to hire with every boom",
  ],
  featured: true,
  per: "per week",
  docs: ["Working at Height Safety Guide", "Operating Instructions", "LOLER Thorough Examination Guide"],
  pictogram: "access",
  children: [
    l1(
      "BOOM",
      "Boom Lifts & Cherry Pickers",
      "Articulated, telescopic, trailer-mounted and spider booms for reaching up and over obstacles.",
      [
        l2(
          "ART",
          "Articulated Boom Lifts",
          "Articulated boom lifts reach up, out and over obstacles, ideal for building maintenance and steel erection.",
          "Working height: 12 m to 26 m; Outreach: 6.0 m to 15.9 m; Platform capacity: 200 kg to 230 kg; Power: Battery, bi-energy or diesel; Operator training: IPAF 3b",
          [
            p("Articulated Boom Lift", "12m=495|15.8m=620|20m=780|26m=1150"),
            p("Bi-Energy Articulated Boom Lift", "12m=540|15m=665|17m=720"),
            p("Niftylift HR12 Hybrid Boom Lift 12.2m", 560),
            p("Genie Z-45/25J Articulated Boom Lift 15.7m", 650),
          ],
        ),
        l2(
          "TEL",
          "Telescopic Boom Lifts",
          "Straight telescopic booms give the greatest height and outreach for large structures and open sites.",
          "Working height: 18 m to 43 m; Outreach: 14.5 m to 24.4 m; Platform capacity: 227 kg to 340 kg; Drive: 4x4 diesel; Operator training: IPAF 3b",
          [
            p("Telescopic Boom Lift", "18m=720|22m=890|28m=1250|41m=2100"),
            p("JLG 660SJ Telescopic Boom Lift 22m", 910),
            p("Telescopic Boom Lift with Jib", "24m=1040|30m=1380"),
          ],
        ),
        l2(
          "TRL",
          "Trailer Mounted Cherry Pickers",
          "Trailer-mounted cherry pickers tow behind a van or 4x4 and set up in minutes on outriggers.",
          "Working height: 10 m to 17 m; Outreach: 5.0 m to 8.5 m; Platform capacity: 200 kg (2 persons); Towing weight: 750 kg to 1,900 kg; Operator training: IPAF 1b",
          [
            p("Cherry Picker Trailer Mounted", "10m=145|12m=165|14m=190|17m=240", { per: "per day" }),
            p("Niftylift 120T Trailer Cherry Picker 12.2m", 170, { per: "per day" }),
            p("Battery Trailer Mounted Cherry Picker 14.7m", 210, { per: "per day" }),
          ],
        ),
        l2(
          "TRK",
          "Truck & Van Mounted Platforms",
          "Van and truck mounted platforms drive straight to the job, ideal for street lighting, signage and utilities work.",
          "Working height: 12.5 m to 45 m; Chassis: 3.5 t van to 18 t truck; Platform capacity: 200 kg to 300 kg; Licence: B or C1 depending on chassis; Operator training: IPAF 1b",
          [
            p("Van Mounted Cherry Picker", "12.5m=780|17m=950|20m=1150"),
            p("Truck Mounted Platform", "22m=1450|28m=1850|45m=3200"),
          ],
        ),
        l2(
          "SPD",
          "Spider Lifts",
          "Tracked spider lifts fit through a single doorway and stand on soft or uneven ground with low point loads.",
          "Working height: 13 m to 33 m; Width when stowed: 0.78 m to 1.25 m; Platform capacity: 200 kg to 230 kg; Power: Petrol, diesel or lithium battery; Operator training: IPAF 1b",
          [
            p("Tracked Spider Lift", "13m=890|17m=1080|21m=1290|25m=1690"),
            p("Lithium Spider Lift", "15m=990|19m=1240"),
          ],
        ),
      ],
    ),
    l1(
      "SCIS",
      "Scissor Lifts",
      "Electric and rough terrain scissor lifts with large platforms for fit-out and construction.",
      [
        l2(
          "ELE",
          "Electric Scissor Lifts",
          "Quiet, zero-emission electric scissor lifts with non-marking tyres for indoor fit-out and maintenance.",
          "Working height: 5.8 m to 16 m; Platform size: 1.6 m to 3.0 m long with extension deck; Platform capacity: 227 kg to 450 kg; Power: 24 V battery; Operator training: IPAF 3a",
          [
            p("Electric Scissor Lift", "6m (19ft)=195|8m (26ft)=225|10m (32ft)=260|12m (40ft)=310|14m (45ft)=390"),
            p("Narrow Electric Scissor Lift", "8m=235|10m=275"),
            p("Genie GS-1932 Scissor Lift 7.8m", 215),
          ],
        ),
        l2(
          "RT",
          "Rough Terrain Scissor Lifts",
          "Diesel and bi-energy 4x4 scissor lifts with outriggers for uneven construction sites.",
          "Working height: 10 m to 18 m; Platform size: up to 4.9 m x 1.8 m; Platform capacity: 350 kg to 680 kg; Drive: 4x4 diesel or bi-energy; Gradeability: up to 40%",
          [
            p("Rough Terrain Scissor Lift Diesel", "10m=420|12m=470|15m=560|18m=690"),
            p("Bi-Energy Rough Terrain Scissor Lift 12m", 495),
          ],
        ),
        l2(
          "MIC",
          "Micro Scissor Lifts",
          "Compact micro scissors that pass through standard doorways and fit in passenger lifts.",
          "Working height: 3.9 m to 5.8 m; Width: 0.76 m; Platform capacity: 227 kg to 240 kg; Weight: 390 kg to 690 kg; Power: Battery",
          [p("Micro Scissor Lift", "3.8m=140|4.5m=155|5.8m=180"), p("Power Tower Nano SP 4.5m", 150)],
        ),
      ],
    ),
    l1("LLA", "Low Level Access", "Push-around and self-propelled platforms for productive work up to 8 m.", [
      l2(
        "POP",
        "Pop Up & Push Around Platforms",
        "Pop-up and push-around platforms replace stepladders for safer, faster low level work.",
        "Platform height: 1.0 m to 3.5 m; Working height: 3.0 m to 5.5 m; Platform capacity: 150 kg to 240 kg; Power: Manual or battery; Passes through: standard 800 mm doorway",
        [
          p("Pop Up Plus Platform 2m", 85),
          p("Pop Up Push Platform 3.5m", 120),
          p("Self Propelled Low Level Platform 4m", 140),
          p("Push Around Vertical Lift", "6m=150|8m=185"),
        ],
      ),
      l2(
        "MST",
        "Mast Lifts",
        "Self-propelled vertical mast lifts for one person with tools, with zero tail swing for tight spaces.",
        "Working height: 6 m to 12 m; Platform capacity: 136 kg to 200 kg; Outreach: up to 3 m (jib models); Power: Battery; Operator training: IPAF 3a",
        [p("Self Propelled Mast Lift", "6m=175|8m=210|10m=250"), p("Mast Lift with Jib", "8m=240|12m=320")],
      ),
      l2(
        "POD",
        "Podium Steps",
        "Podium steps with guard rails all round give a safe standing platform for repetitive low level tasks.",
        "Platform height: 0.6 m to 2.1 m; Working height: 2.6 m to 4.1 m; Safe working load: 150 kg; Material: Aluminium or fibreglass; Standard: EN 131-7",
        [
          p("Podium Step", "0.6m Platform=24|1.2m Platform=32|1.8m Platform=42"),
          p("Folding Podium", "Aluminium=30|Fibreglass=36"),
          p("Adjustable Podium 1.2m to 2.1m", 45),
        ],
        { per: "per week" },
      ),
    ]),
    l1("TWR", "Scaffold Towers", "Aluminium towers in single width, double width, folding and stairwell designs.", [
      l2(
        "DW",
        "Double Width Towers",
        "Double width aluminium towers give a 1.35 m wide platform for two people and materials.",
        "Platform height: 2.2 m to 10.2 m; Platform size: 2.5 m x 1.35 m; Safe working load: 275 kg per platform; Standard: BS EN 1004-1; Build method: 3T or advance guard rail",
        [
          p(
            "Double Width Aluminium Tower",
            "2.2m Platform=65|3.2m Platform=78|4.2m Platform=92|5.2m Platform=108|6.2m Platform=125|8.2m Platform=155|10.2m Platform=190",
          ),
        ],
      ),
      l2(
        "SW",
        "Single Width Towers",
        "Single width towers fit into corridors and narrow spaces with a 0.85 m platform.",
        "Platform height: 2.2 m to 8.2 m; Platform size: 2.5 m x 0.85 m or 1.8 m x 0.85 m; Safe working load: 275 kg per platform; Standard: BS EN 1004-1",
        [
          p(
            "Single Width Aluminium Tower",
            "2.2m Platform=58|3.2m Platform=70|4.2m Platform=82|5.2m Platform=96|6.2m Platform=112",
          ),
          p("Short Base Single Width Tower 1.8m x 3.2m", 68),
        ],
      ),
      l2(
        "FLD",
        "Folding Towers",
        "Folding towers unfold in seconds for decorators, electricians and maintenance teams.",
        "Platform height: 0.7 m to 3.8 m; Platform size: 1.6 m x 0.7 m; Safe working load: 150 kg to 200 kg; Build time: under 5 minutes; Standard: EN 1004",
        [
          p("Folding Tower", "Low Level 0.7m=45|2m Platform=58|3.8m Platform=82"),
          p("Boss Clima Folding Tower 1.7m", 48),
        ],
      ),
      l2(
        "STR",
        "Stairwell Towers",
        "Stairwell towers with adjustable legs for working over stairs and landings.",
        "Platform height: 2.2 m to 6.2 m; Leg adjustment: up to 1.2 m; Platform size: 1.8 m x 0.85 m; Safe working load: 275 kg",
        [p("Stairwell Tower", "2.2m=78|4.2m=98|6.2m=128"), p("Stair Platform Adjustable", 42)],
      ),
    ]),
    l1("LAD", "Ladders & Steps", "Extension, combination and step ladders, trestles and staging boards.", [
      l2(
        "EXT",
        "Extension Ladders",
        "Double and triple extension ladders in trade-rated aluminium for access to roofs and gutters.",
        "Closed length: 2.5 m to 4.7 m; Maximum extended length: 4.4 m to 11.6 m; Safe working load: 150 kg; Standard: EN 131 Professional; Stabiliser bar: fitted",
        [
          p("Double Extension Ladder", "3.0m=22|3.5m=26|4.0m=30|4.5m=34"),
          p("Triple Extension Ladder", "3.0m=28|3.5m=33|4.0m=38"),
          p("Roof Ladder Single Section 4.7m", 28),
        ],
        { per: "per week" },
      ),
      l2(
        "STP",
        "Stepladders",
        "Trade stepladders in aluminium and non-conductive fibreglass, from 4 to 12 treads.",
        "Treads: 4 to 12; Platform height: 0.9 m to 2.9 m; Safe working load: 150 kg; Material: Aluminium or fibreglass; Standard: EN 131 Professional",
        [
          p("Aluminium Stepladder", "4 Tread=12|6 Tread=15|8 Tread=18|10 Tread=22|12 Tread=26"),
          p("Fibreglass Stepladder", "6 Tread=18|8 Tread=22|10 Tread=27"),
          p("Platform Stepladder with Tool Tray 7 Tread", 20),
        ],
        { per: "per week" },
      ),
      l2(
        "COM",
        "Combination & Telescopic Ladders",
        "Multi-purpose ladders that convert between stepladder, leaning ladder and stairwell configurations.",
        "Configurations: Step, extension and stairwell; Maximum length: 3.8 m to 6.0 m; Safe working load: 150 kg; Standard: EN 131-2",
        [
          p("Combination Ladder 3-Way", "2.4m=20|3.4m=26"),
          p("Telescopic Ladder", "3.8m=18|4.4m=22"),
          p("Multi-Purpose Folding Ladder 4x4", 24),
        ],
        { per: "per week" },
      ),
      l2(
        "TRS",
        "Trestles & Staging",
        "Adjustable trestles, hop-ups and lightweight staging boards for plasterers and decorators.",
        "Staging length: 2.4 m to 6.0 m; Staging width: 450 mm to 600 mm; Trestle height: 0.6 m to 2.3 m; Safe working load: 115 kg to 225 kg per board",
        [
          p("Aluminium Staging Board", "2.4m=14|3.6m=18|4.8m=22|6.0m=26"),
          p("Adjustable Steel Trestle", "No.2=9|No.3=11|No.4=13"),
          p("Hop Up Platform 500mm", 12),
        ],
        { per: "per week" },
      ),
    ]),
    l1("SAF", "Fall Protection", "Harnesses, lanyards, rescue kits and roof edge protection for work at height.", [
      l2(
        "HAR",
        "Harnesses & Fall Arrest",
        "Full body harnesses, restraint lanyards and inertia reels for use in booms and at open edges.",
        "Standard: EN 361 harness, EN 354 and EN 355 lanyards, EN 360 blocks; Attachment points: Front and rear; User weight: up to 140 kg; Inspection: Dated detailed inspection tag",
        [
          p("Full Body Harness with Restraint Lanyard", 18, { also: ["ACC-BOOM-ART", "ACC-BOOM-TRL"] }),
          p("Fall Arrest Lanyard 1.75m", 9),
          p("Inertia Reel Fall Arrest Block", "6m=28|10m=36|15m=48"),
          p("Confined Space Rescue Tripod & Winch", 145),
        ],
        { docs: ["Harness Inspection Checklist", "Rescue Plan Template"] },
      ),
      l2(
        "EDG",
        "Roof Edge Protection",
        "Free-standing and clamp-on edge protection for flat roofs and slab edges.",
        "System: Counterweighted or clamp-on; Barrier height: 1.1 m; Standard: EN 13374 Class A; Panel length: 2.0 m to 3.0 m",
        [
          p("Free Standing Roof Edge Protection {v}", "3m Bay=14|Corner Unit=18"),
          p("Slab Edge Clamp Guardrail 2m Bay", 9),
        ],
      ),
    ]),
  ],
};
