ALTER TYPE "public"."code_purpose" ADD VALUE 'phone_proof';--> statement-breakpoint
CREATE TABLE "phone_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "phone_proofs_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "claimed_phone" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "claimed_email" text;--> statement-breakpoint
CREATE INDEX "phone_proofs_expires_at_idx" ON "phone_proofs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bookings_email_key_idx" ON "bookings" USING btree ((case when split_part(lower("email"), '@', 2) in ('gmail.com', 'googlemail.com') then replace((case when position('+' in split_part(lower("email"), '@', 1)) > 1 then split_part(split_part(lower("email"), '@', 1), '+', 1) else split_part(lower("email"), '@', 1) end), '.', '') || '@gmail.com' else (case when position('+' in split_part(lower("email"), '@', 1)) > 1 then split_part(split_part(lower("email"), '@', 1), '+', 1) else split_part(lower("email"), '@', 1) end) || '@' || split_part(lower("email"), '@', 2) end));--> statement-breakpoint
-- Referrals made before the rule: the earliest one per phone and per mailbox keeps its claim.
UPDATE "referrals" AS r SET "claimed_phone" = earliest."phone" FROM (
	SELECT DISTINCT ON (b."phone") r2."id", b."phone"
	FROM "referrals" AS r2 JOIN "bookings" AS b ON b."id" = r2."booking_id"
	ORDER BY b."phone", r2."created_at", r2."id"
) AS earliest WHERE r."id" = earliest."id";--> statement-breakpoint
UPDATE "referrals" AS r SET "claimed_email" = earliest."key" FROM (
	SELECT DISTINCT ON ((case when split_part(lower(b."email"), '@', 2) in ('gmail.com', 'googlemail.com') then replace((case when position('+' in split_part(lower(b."email"), '@', 1)) > 1 then split_part(split_part(lower(b."email"), '@', 1), '+', 1) else split_part(lower(b."email"), '@', 1) end), '.', '') || '@gmail.com' else (case when position('+' in split_part(lower(b."email"), '@', 1)) > 1 then split_part(split_part(lower(b."email"), '@', 1), '+', 1) else split_part(lower(b."email"), '@', 1) end) || '@' || split_part(lower(b."email"), '@', 2) end)) r2."id", (case when split_part(lower(b."email"), '@', 2) in ('gmail.com', 'googlemail.com') then replace((case when position('+' in split_part(lower(b."email"), '@', 1)) > 1 then split_part(split_part(lower(b."email"), '@', 1), '+', 1) else split_part(lower(b."email"), '@', 1) end), '.', '') || '@gmail.com' else (case when position('+' in split_part(lower(b."email"), '@', 1)) > 1 then split_part(split_part(lower(b."email"), '@', 1), '+', 1) else split_part(lower(b."email"), '@', 1) end) || '@' || split_part(lower(b."email"), '@', 2) end) AS "key"
	FROM "referrals" AS r2 JOIN "bookings" AS b ON b."id" = r2."booking_id"
	ORDER BY (case when split_part(lower(b."email"), '@', 2) in ('gmail.com', 'googlemail.com') then replace((case when position('+' in split_part(lower(b."email"), '@', 1)) > 1 then split_part(split_part(lower(b."email"), '@', 1), '+', 1) else split_part(lower(b."email"), '@', 1) end), '.', '') || '@gmail.com' else (case when position('+' in split_part(lower(b."email"), '@', 1)) > 1 then split_part(split_part(lower(b."email"), '@', 1), '+', 1) else split_part(lower(b."email"), '@', 1) end) || '@' || split_part(lower(b."email"), '@', 2) end), r2."created_at", r2."id"
) AS earliest WHERE r."id" = earliest."id";--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_claimed_phone_unique" ON "referrals" USING btree ("claimed_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_claimed_email_unique" ON "referrals" USING btree ("claimed_email");