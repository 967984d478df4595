-- The catalogue's built search indexes, shared by the instances of a site on one PostgreSQL database
-- (docs/decisions/performance.md N46): a row without a body is one instance's claim to build that index.
CREATE TABLE "search_indexes" (
	"key" text PRIMARY KEY NOT NULL,
	"body" bytea,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
