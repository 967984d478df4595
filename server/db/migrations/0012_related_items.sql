CREATE TABLE "related_items" (
	"equipment_slug" text NOT NULL,
	"related_slug" text NOT NULL,
	"kind" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "related_items_equipment_slug_related_slug_pk" PRIMARY KEY("equipment_slug","related_slug")
);
