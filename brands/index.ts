// Every brand in the repository, for the server, scripts and tests. Pages reach the selected brand through
// brands/selected/ alone, so the browser never receives another brand (build-tools/brand-select.ts).
import type { BrandId } from "./ids.js";
import { about as curlewAbout } from "./curlew/about.js";
import { brand as curlew } from "./curlew/brand.js";
import { branches as curlewBranches } from "./curlew/branches.js";
import { counter as curlewCounter } from "./curlew/counter.js";
import { demo as curlewDemo } from "./curlew/demo.js";
import { about as kestrelAbout } from "./kestrel/about.js";
import { brand as kestrel } from "./kestrel/brand.js";
import { branches as kestrelBranches } from "./kestrel/branches.js";
import { counter as kestrelCounter } from "./kestrel/counter.js";
import { demo as kestrelDemo } from "./kestrel/demo.js";

export const brands = {
  kestrel: {
    brand: kestrel,
    about: kestrelAbout,
    branches: kestrelBranches,
    counter: kestrelCounter,
    demo: kestrelDemo,
  },
  curlew: { brand: curlew, about: curlewAbout, branches: curlewBranches, counter: curlewCounter, demo: curlewDemo },
} satisfies Record<BrandId, unknown>;
