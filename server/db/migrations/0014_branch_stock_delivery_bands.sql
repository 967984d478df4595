CREATE TABLE "branch_stock" (
	"branch_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"quantity" integer NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	CONSTRAINT "branch_stock_branch_id_product_code_pk" PRIMARY KEY("branch_id","product_code")
);
--> statement-breakpoint
CREATE TABLE "delivery_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer,
	"up_to_miles" numeric(7, 1) NOT NULL,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_requests" ADD COLUMN "delivery_estimate" text;