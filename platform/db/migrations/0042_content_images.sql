CREATE TABLE "content_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer,
	"page_key" text,
	"file_uuid" text NOT NULL,
	CONSTRAINT "content_images_one_text" CHECK (("content_images"."news_id" is null) <> ("content_images"."page_key" is null))
);
--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_page_key_platform_info_key_fk" FOREIGN KEY ("page_key") REFERENCES "public"."platform_info"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_images_file" ON "content_images" USING btree ("file_uuid");--> statement-breakpoint
CREATE INDEX "content_images_news" ON "content_images" USING btree ("news_id");--> statement-breakpoint
CREATE INDEX "content_images_page" ON "content_images" USING btree ("page_key");--> statement-breakpoint
-- the texts written before the table: the images they name, found once here (the same address the sanitiser keeps)
INSERT INTO "content_images" ("news_id", "file_uuid")
  SELECT DISTINCT n."id", m[1] FROM "news" n, regexp_matches(n."content_html", 'src="/actions/download/\?uuid=([0-9a-fA-F-]{36})"', 'g') AS m;--> statement-breakpoint
INSERT INTO "content_images" ("page_key", "file_uuid")
  SELECT DISTINCT p."key", m[1] FROM "platform_info" p, regexp_matches(p."content_html", 'src="/actions/download/\?uuid=([0-9a-fA-F-]{36})"', 'g') AS m;
