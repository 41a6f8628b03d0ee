CREATE TABLE "menu_overrides" (
	"menu_id" integer PRIMARY KEY NOT NULL,
	"title" text,
	"sort" integer,
	"hidden" boolean,
	"icon" text,
	"edited_by" integer,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_overrides" ADD CONSTRAINT "menu_overrides_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_overrides" ADD CONSTRAINT "menu_overrides_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;