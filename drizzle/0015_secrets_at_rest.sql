ALTER TABLE "messages" ADD COLUMN "undelivered_body" jsonb;--> statement-breakpoint
-- Messages still waiting for the worker keep the words to deliver beside their record.
UPDATE "messages" SET "undelivered_body" = jsonb_build_object('subject', "subject", 'text', "text_body", 'html', "html_body")
WHERE "status" = 'queued' AND "template" IN ('booking_received', 'tracking_link') AND "undelivered_body" IS NULL;
--> statement-breakpoint
-- Tracking links already in the table lose their tokens.
UPDATE "messages" SET
  "text_body" = regexp_replace("text_body", '/track/[a-z2-7]{26}', '/track/••••••', 'g'),
  "html_body" = regexp_replace("html_body", '/track/[a-z2-7]{26}', '/track/••••••', 'g')
WHERE "template" IN ('booking_received', 'tracking_link');
--> statement-breakpoint
-- Sign-in links and codes recorded before they were stored redacted.
UPDATE "messages" SET
  "text_body" = regexp_replace("text_body", '([?&]token(_hash)?=)[A-Za-z0-9_-]+', '\1••••••', 'g'),
  "html_body" = regexp_replace("html_body", '([?&](amp;)?token(_hash)?=)[A-Za-z0-9_-]+', '\1••••••', 'g')
WHERE "template" IS NULL;
--> statement-breakpoint
UPDATE "messages" SET
  "subject" = regexp_replace("subject", '\m[0-9]{6}\M', '••••••', 'g'),
  "text_body" = regexp_replace("text_body", '\m[0-9]{6}\M', '••••••', 'g'),
  "html_body" = regexp_replace("html_body", '\m[0-9]{6}\M', '••••••', 'g')
WHERE "template" IS NULL AND ("subject" LIKE '% sign-in code' OR "text_body" LIKE '% sign-in code. %');
--> statement-breakpoint
-- Session tokens are kept as their SHA-256; cookies already given out keep working.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
WHERE "token" !~ '^[0-9a-f]{64}$';
