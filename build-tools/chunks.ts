// How the browser build groups modules into files (Rolldown's `codeSplitting.groups`, a documented option). The lists
// name folders (ending in "/") and files (without their extension), relative to the project; a module belongs to a
// group when its path starts with one of them and with none of the exceptions. scripts/build-config.test.ts fails when
// a name here no longer matches a file, so a rename cannot silently move a module to another chunk.

export interface ChunkGroup {
  name: string;
  /** Packages (by name) and project paths whose modules go in this file. */
  packages?: string[];
  paths: string[];
  /** Project paths under `paths` that stay out (they load on demand). */
  except?: string[];
  /** Only modules that at least this many pages share (Rolldown's minShareCount). */
  minShareCount?: number;
}

export const chunkGroups: ChunkGroup[] = [
  // Every page's first load in one file: React, React DOM, React Router, the page shell (header, footer, menu, MyList
  // button) and the design-system primitives. Brotli compresses the whole better than the same code in several files
  // (shared dictionary, no cross-chunk import names), which counts on a first load held to 100 KB
  // (docs/decisions/performance.md W3).
  {
    name: "ui-kit",
    packages: ["react", "react-dom", "scheduler", "react-router"],
    paths: [
      "app/components/ui/",
      "app/components/layout/",
      "app/render/static-markup",
      "app/render/static-section-context",
      "app/render/inline-sources",
      "app/components/mylist/mylist-launcher",
      "app/content/navigation",
      // Used by the shell, the branch pages and the on-demand dialogs alike.
      "app/lib/route-meta",
      "app/lib/use-hydrated",
      "app/lib/pending-presses",
      "app/lib/session-id",
      "app/lib/mylist/session",
      "app/lib/toast",
      // The header's VAT switch and the price helpers it shares with the catalogue pages.
      "app/lib/vat-view",
      "core/site",
      "core/vat",
      "core/money",
      // Vite's helper for dynamic imports with preloads.
      "vite/preload-helper",
    ],
    except: [
      "app/components/ui/on-demand/",
      // Only the catalogue tables and the list of all branches use it.
      "app/components/ui/responsive-table",
      "app/components/layout/sonner-toaster",
      "app/components/layout/query-island",
      "app/components/layout/error-screen",
      // Public pages draw the logo as static markup (no script); only the staff frame uses it in the browser.
      "app/components/layout/logo",
    ],
  },
  // TanStack Query and the session's reservation query load after hydration with the MyList badge; the branch finder
  // and the MyList dialogs reuse that one file instead of splitting it into several.
  {
    name: "query",
    packages: ["@tanstack/query-core", "@tanstack/react-query"],
    paths: [
      "app/lib/api-client",
      "app/lib/query-client",
      "app/lib/mylist/reservation-query",
      "app/components/layout/query-island",
      "app/components/mylist/mylist-badge",
    ],
  },
  // The catalogue pieces that several catalogue pages share.
  { name: "catalogue-kit", paths: ["app/components/catalogue/"], minShareCount: 2 },
  // What the finder and a branch page share beyond the list of all branches: the map's stand-in and the distance,
  // postcode and opening-time pieces. The list of all branches does not load them.
  {
    name: "finder-kit",
    paths: [
      "app/components/branches/map-panel",
      "app/components/branches/quiet-boundary",
      "app/components/branches/use-opening-now",
      "app/components/branches/email-text",
      "core/distance-text",
      "core/postcode-words",
    ],
    minShareCount: 2,
  },
  // The pieces every branch page shares (help card, branch type, maps links, counts), but not what loads on demand.
  {
    name: "locations-kit",
    paths: ["app/components/branches/", "core/plural"],
    except: [
      "app/components/branches/branch-map",
      "app/components/branches/branch-search-form",
      "app/components/branches/suggestion-list",
      "app/components/branches/postcode-suggestions",
      "app/components/branches/geolocation",
      // The finder loads it only when the map fails; a branch without a position shows it from its page's chunk.
      "app/components/branches/map-unavailable",
    ],
    minShareCount: 2,
  },
];

/** Whether the module `id` (an absolute path, perhaps with a query, or a virtual id) belongs to `group`. */
export function inChunkGroup(group: ChunkGroup, id: string): boolean {
  const path = id.replaceAll("\\", "/").split("?")[0]!;
  if (group.packages?.some((name) => path.includes(`/node_modules/${name}/`))) return true;
  const at = (name: string) => {
    const index = path.lastIndexOf(name);
    // At the start of a path segment (virtual modules such as Vite's helpers start with a NUL character).
    if (index < 0 || (index > 0 && !["/", "\0"].includes(path[index - 1]!))) return false;
    // A folder matches whatever is inside it; a file matches with any extension only.
    return name.endsWith("/") || /^\.[a-z]+$/.test(path.slice(index + name.length));
  };
  if (path.includes("/node_modules/")) return false;
  return group.paths.some(at) && !group.except?.some(at);
}

/** The groups as Rolldown takes them. */
export function codeSplittingGroups() {
  return chunkGroups.map((group) => ({
    name: group.name,
    test: (id: string) => inChunkGroup(group, id),
    ...(group.minShareCount ? { minShareCount: group.minShareCount } : {}),
  }));
}
