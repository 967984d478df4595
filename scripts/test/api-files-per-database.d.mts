/** The API test files (relative to the project root) that never open a test database, so run once, on PGlite. */
export declare function databaseFreeApiFiles(root: string): string[];
