import { access } from "./access.js";
import { breaking } from "./breaking.js";
import { cleaning } from "./cleaning.js";
import { compaction } from "./compaction.js";
import { concreting } from "./concreting.js";
import { cutting } from "./cutting.js";
import type { TopDef } from "./dsl.js";
import { gardening } from "./gardening.js";
import { heating } from "./heating.js";
import { lifting } from "./lifting.js";
import { painting } from "./painting.js";
import { plant } from "./plant.js";
import { plumbing } from "./plumbing.js";
import { power } from "./power.js";
import { powerTools } from "./powertools.js";
import { site } from "./site.js";
import { surveying } from "./surveying.js";

/** The top-level families in display order; the index + 1 is the product-code group ("03/0123"). */
export const catalogueDefinition: readonly TopDef[] = [
  access,
  breaking,
  cleaning,
  compaction,
  concreting,
  cutting,
  gardening,
  heating,
  lifting,
  plumbing,
  power,
  site,
  surveying,
  powerTools,
  painting,
  plant,
];
