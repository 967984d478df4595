import { l1, l2, p, type TopDef } from "./dsl.js";

export const surveying: TopDef = {
  code: "SUR",
  name: "Surveying & Detection",
  description: "Cable avoidance tools, lasers, levels, measuring and test instruments.",
  intro:
    "Set out, level and locate buried services with calibrated instruments. Our survey range includes CAT and Genny kits, rotating and line lasers, total stations, GPS rovers, thermal cameras and electrical test equipment.",
  advice:
    "Always scan for buried services with a cable avoidance tool before you dig, and follow HSG47. Check the calibration certificate supplied with every instrument and use a tripod and staff on stable ground.",
  points: [
    "Calibration certificate with every instrument",
    "CAT and Genny kits with free operator briefing at the counter",
    "Laser kits complete with tripod, staff and receiver",
    "Data download and charging leads included",
  ],
  featured: false,
  per: "per day",
  docs: ["Calibration Certificate Example", "Operating Instructions"],
  pictogram: "surveying",
  children: [
    l1("DET", "Detection", "Cable avoidance tools, radar and scanners for locating buried services.", [
      l2(
        "CAT",
        "Cable Avoidance Tools",
        "CAT and Genny kits locate buried power cables, pipes and signal lines before you dig.",
        "Modes: Power, radio, Genny and avoidance; Depth: up to 3 m; Genny: 8 kHz and 33 kHz; Standard: HSG47 practice",
        [
          p("Cable Avoidance Tool (CAT) & Genny", 32),
          p("CAT4+ Cable Avoidance Detector", 24),
          p("Signal Generator (Genny)", 14),
          p("Cable Avoidance Tool with Data Logging", 38),
        ],
        { docs: ["Safe Digging Guide (HSG47)", "Operating Instructions"] },
      ),
      l2(
        "GPR",
        "Ground Penetrating Radar",
        "Ground penetrating radar maps non-metallic pipes, voids and structures below ground.",
        "Depth: up to 8 m; Antenna: 250 MHz to 700 MHz; Output: On-screen mapping and GPS tagging",
        [p("Ground Penetrating Radar", 185), p("Concrete Scanning Radar", 145)],
      ),
      l2(
        "SCN",
        "Wall Scanners & Rebar Detectors",
        "Wall scanners and cover meters find rebar, pipes and cables before drilling.",
        "Depth: up to 150 mm; Detects: Rebar, metal, live cables, plastic pipes; Display: Image mode",
        [p("Wall Scanner", 28), p("Rebar Detector (Cover Meter)", 48), p("Stud & Cable Detector", 10)],
      ),
    ]),
    l1("LAS", "Lasers & Levels", "Rotating lasers, line lasers, pipe lasers and optical levels.", [
      l2(
        "ROT",
        "Rotating Lasers",
        "Self-levelling rotating lasers for setting out levels, foundations and falls.",
        "Range: up to 600 m diameter with receiver; Accuracy: ±1.5 mm at 30 m; Grade: Single or dual; Kit: Tripod, staff, receiver",
        [
          p("Rotating Laser Level", 38),
          p("Dual Grade Laser", 65),
          p("Laser Level Kit with Tripod & Staff", 45),
          p("Machine Control Laser Receiver", 28),
          p("Laser Receiver with Staff Clamp", 8),
          p("Interior Rotating Laser Green Beam", 42),
        ],
      ),
      l2(
        "LIN",
        "Line & Pipe Lasers",
        "Cross line lasers for interiors and pipe lasers for drainage gradients.",
        "Range: 30 m (line) to 150 m (pipe); Beam: Red or green; Accuracy: ±0.2 mm/m; Self-levelling: Yes",
        [
          p("Cross Line Laser", "Red Beam=18|Green Beam=22"),
          p("Pipe Laser", 95),
          p("Multi-Line Laser 360 Green", 28),
          p("Dot Laser 5-Point", 14),
          p("Floor Tile Laser 240V", 16),
        ],
      ),
      l2(
        "OPT",
        "Optical Levels",
        "Automatic (dumpy) levels with tripod and staff for levelling and setting out.",
        "Magnification: 24x to 32x; Accuracy: ±1.5 mm/km; Kit: Tripod and 5 m staff",
        [
          p("Dumpy Level Kit", 22),
          p("Automatic Level 32x", 26),
          p("Levelling Staff 5m", 5),
          p("Aluminium Tripod Heavy Duty", 6),
        ],
      ),
    ]),
    l1("MEA", "Measuring & Testing", "Distance measurers, thermal cameras and test instruments.", [
      l2(
        "DIS",
        "Distance Measurers",
        "Measuring wheels and laser distance measurers for quick surveys and estimates.",
        "Range: 0.05 m to 200 m (laser); Wheel: 318 mm; Accuracy: ±1.5 mm (laser)",
        [
          p("Measuring Wheel", "Standard=6|Road Survey=8"),
          p("Laser Distance Measurer", "Standard=12|Long Range 200m=16"),
          p("Digital Angle Finder", 6),
        ],
      ),
      l2(
        "THM",
        "Thermal Imaging",
        "Thermal imaging cameras find heat loss, damp, hot spots and leaks.",
        "Resolution: 160 x 120 to 320 x 240; Temperature range: -20 °C to 650 °C; Output: Radiometric JPEG",
        [
          p("Thermal Imaging Camera", "Standard=45|High Resolution=75", { also: ["HTD-DRY-MOI"] }),
          p("Infrared Thermometer", 8),
        ],
      ),
      l2(
        "TST",
        "Test Instruments",
        "PAT testers, multifunction testers, sound level meters and HAV meters.",
        "Instruments: PAT, multifunction, sound, vibration, air quality; Certificates: Calibration supplied",
        [
          p("PAT Tester", 35),
          p("Multifunction Installation Tester", 45),
          p("Sound Level Meter Class 1", 38),
          p("Hand-Arm Vibration Meter", 65),
          p("Dust Monitor", 55),
          p("Insulation Resistance Tester", 32),
          p("Earth Loop Impedance Tester", 36),
          p("Clamp Meter AC/DC", 14),
          p("Voltage Indicator & Proving Unit", 12),
          p("Flue Gas Analyser", 42),
        ],
      ),
    ]),
    l1("STN", "Total Stations & GPS", "Total stations and GNSS rovers for setting out and surveys.", [
      l2(
        "TS",
        "Total Stations",
        "Robotic and manual total stations for setting out and topographic survey.",
        "Angular accuracy: 1 to 5 arc seconds; Range: up to 1,000 m reflectorless; Control: Robotic or manual",
        [p("Total Station Manual 5in", 95), p("Robotic Total Station", 220)],
      ),
      l2(
        "GPS",
        "GNSS Rovers",
        "Network RTK GNSS rovers for setting out and measuring without a base station.",
        "Accuracy: 10 mm plan, 20 mm height (RTK); Correction: Network RTK; Controller: Android field tablet",
        [p("GNSS Rover Network RTK", 185), p("GNSS Base & Rover Kit", 295)],
      ),
    ]),
  ],
};
