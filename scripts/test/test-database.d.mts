/** Resolves to undefined when the database TEST_DATABASE_URL names is there (or was just created), else to why not. */
export declare function ensureTestDatabase(url: string): Promise<string | undefined>;
