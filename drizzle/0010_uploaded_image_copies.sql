ALTER TABLE "uploaded_images" ADD COLUMN "webp_key" text;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "thumb_key" text;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "height" integer;