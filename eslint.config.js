import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Service folders in layers, top first. A service imports only services of lower layers, so no two services can
// import each other, however roundabout; services of one layer import neither each other.
const SERVICE_LAYERS = [
  ["hire-requests", "customer-data"],
  ["desk", "api-keys"],
  ["webhooks"],
  ["admin"],
  ["import", "reservations", "branches", "branch-data"],
  ["catalogue", "bank-holidays", "postcodes", "mail", "integration"],
];
const servicesDir = new URL("./server/services/", import.meta.url);
const unlayered = readdirSync(servicesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVICE_LAYERS.flat().includes(entry.name))
  .map((entry) => entry.name);
if (unlayered.length > 0) {
  throw new Error(`eslint.config.js: put server/services/${unlayered.join(", ")} into a layer of SERVICE_LAYERS`);
}

/** The rule for one service: no import of a service in its own layer or above. */
function serviceLayerRules(service, depth) {
  const notBelow = SERVICE_LAYERS.slice(0, depth + 1)
    .flat()
    .filter((other) => other !== service);
  const below = SERVICE_LAYERS.slice(depth + 1).flat();
  if (notBelow.length === 0) return [];
  return {
    files: [`server/services/${service}/**`],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(services/)?(${notBelow.join("|")})/`,
              message: `server/services/${service} may import only the services below it in SERVICE_LAYERS (${below.join(", ") || "none"}): move the shared piece down or to core/, or pass a function in.`,
            },
            processIsTheTop,
          ],
        },
      ],
    },
  };
}

/** server/process/ starts the site and stops it: it imports the rest, never the other way round. */
const processIsTheTop = {
  group: ["**/process/*", "**/process/**"],
  message: "server/process/ runs the process and imports the rest: nothing else imports it; pass what is needed in.",
};

const onlyServicesTouchTheDatabase = {
  group: ["**/db/*", "**/db/**"],
  allowTypeImports: true,
  message: "Only services touch the database: call a service instead.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      "node_modules/",
      ".react-router/",
      "tests/.tmp/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  // Layers point one way (docs/architecture.md "Layers"): core imports nothing of ours but the brand data (brands/),
  // components and app/lib never import server code, and only services (and the composition root that opens it) touch the database.
  {
    files: ["core/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*"],
              message: "core/ holds pure shared rules and imports nothing of ours from outside core/ but brands/.",
            },
            {
              // brands/ is data below core: the selected company's brand (docs/decisions/operation.md O7).
              regex: "^\\.\\./(?!brands/)",
              message: "core/ holds pure shared rules and imports nothing of ours from outside core/ but brands/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**", "app/lib/**", "app/render/**"],
    // Loader-only modules (*.server.ts) and tests run on the server and may.
    ignores: ["**/*.server.ts", "**/*.server.tsx", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/*.server", "**/*.server.js", "**/*.server.ts"],
              message: "Components and app/lib run in the browser: they never import server code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx", "server/**/*.ts"],
    ignores: [
      "app/components/**",
      "app/lib/**",
      "app/render/**",
      "server/services/**",
      "server/db/**",
      "server/main.ts",
      "server/process/start-server.ts",
      "server/process/pglite-first-start-child.ts",
      "**/*.test.ts",
      "**/*.test.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [onlyServicesTouchTheDatabase, processIsTheTop],
        },
      ],
    },
  },
  {
    files: ["server/db/**/*.ts", "server/services/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [processIsTheTop] }] },
  },
  // Pages (and their loaders) reach the server through services, like the API does, never through the API's modules.
  {
    files: ["app/routes/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            onlyServicesTouchTheDatabase,
            {
              group: ["**/server/api/**"],
              message: "Pages call services, not the HTTP API's modules: move what both need into a service or core/.",
            },
          ],
        },
      ],
    },
  },
  ...SERVICE_LAYERS.flatMap((layer, depth) => layer.flatMap((service) => serviceLayerRules(service, depth))),
  // Within and across service folders, files do not import each other in a circle either.
  {
    files: ["server/services/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".js"],
      "import-x/ignore": ["node_modules"],
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".js"], extensionAlias: { ".js": [".ts", ".js"] } }),
      ],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["scripts/**/*.mjs", "*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
