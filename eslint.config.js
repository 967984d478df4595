import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
  // Layers point one way (docs/architecture.md "Layers"): core imports nothing of ours, components and app/lib never
  // import server code, and only services (and the composition root that opens it) touch the database.
  {
    files: ["core/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["../*", "~/*", "**/app/**", "**/server/**", "**/scripts/**", "**/tests/**"],
              message: "core/ holds pure shared rules and imports nothing of ours from outside core/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**", "app/lib/**"],
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
      "server/services/**",
      "server/db/**",
      "server/main.ts",
      "server/start-server.ts",
      "server/pglite-first-start-child.ts",
      "**/*.test.ts",
      "**/*.test.tsx",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db/*", "**/db/**"],
              allowTypeImports: true,
              message: "Only services touch the database: call a service instead.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
