ALTER TABLE "admin_users" ADD COLUMN "role" text DEFAULT 'administrator' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_role_check" CHECK ("admin_users"."role" in ('administrator', 'branch-staff'));--> statement-breakpoint
CREATE TABLE "admin_user_branches" (
	"admin_user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "admin_user_branches_admin_user_id_branch_id_pk" PRIMARY KEY("admin_user_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "admin_user_branches" ADD CONSTRAINT "admin_user_branches_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;
