-- Every phone number is stored one way, +91XXXXXXXXXX (decision 040), so that a lookup compares one
-- spelling. Rows written before may hold 10 digits, +91-XXXXXXXXXX, 91XXXXXXXXXX, +91 XXXXX XXXXX or
-- 0 XXXXX XXXXX: those are rewritten. A value is rewritten only when it is clearly one Indian mobile
-- number: nothing but digits, spaces, dashes, dots and brackets, at most one + at the front (then
-- followed by 91), and the same 10 digits starting 6-9 that src/shared/phone.ts accepts. Anything
-- else (letters, a note, two numbers, a foreign number, too few digits) stays as it is: guessing
-- would turn a number we cannot read into a wrong one, and a person can still read it as it was.
CREATE FUNCTION "migration_phone_e164"(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN raw !~ '^\s*\+?[0-9 ().-]+$' THEN NULL
		WHEN raw ~ '^\s*\+' THEN CASE WHEN d ~ '^91[6-9][0-9]{9}$' THEN '+' || d END
		WHEN d ~ '^[6-9][0-9]{9}$' THEN '+91' || d
		WHEN d ~ '^91[6-9][0-9]{9}$' THEN '+' || d
		-- 0 and 10 digits is also how a landline is written (0674 2301234: area code, number): only a
		-- mobile's grouping (0 98765 43210, or unbroken) is read as one.
		WHEN raw ~ '^\s*0[ -]?[6-9][0-9]{4}[ -]?[0-9]{5}\s*$' THEN '+91' || substr(d, 2)
	END
	FROM (SELECT regexp_replace(raw, '[^0-9]', '', 'g') AS d) AS digits
$$;
--> statement-breakpoint
-- Unique: two accounts may hold one number in two spellings. The number goes to the account that
-- already has it as +91XXXXXXXXXX, else to the one whose number was verified, else to the earliest;
-- any other keeps its spelling as it is (nothing fails, nothing is lost). That account can no longer
-- sign in by that number, and an admin sees both in the users list and decides whose it is.
UPDATE "users" AS u SET "phone_number" = c.e164
FROM (
	SELECT "id", e164, row_number() OVER (
		PARTITION BY e164
		ORDER BY "phone_number" = e164 DESC, "phone_number_verified" DESC, "created_at", "id"
	) AS place
	FROM (SELECT *, "migration_phone_e164"("phone_number") AS e164 FROM "users") AS spelled
	WHERE e164 IS NOT NULL
) AS c
WHERE u."id" = c."id" AND c.place = 1 AND u."phone_number" <> c.e164;
--> statement-breakpoint
-- Unique as well (one referral discount per phone, decision 007): the same rule, earliest first.
UPDATE "referrals" AS r SET "claimed_phone" = c.e164
FROM (
	SELECT "id", e164, row_number() OVER (
		PARTITION BY e164 ORDER BY "claimed_phone" = e164 DESC, "created_at", "id"
	) AS place
	FROM (SELECT *, "migration_phone_e164"("claimed_phone") AS e164 FROM "referrals") AS spelled
	WHERE e164 IS NOT NULL
) AS c
WHERE r."id" = c."id" AND c.place = 1 AND r."claimed_phone" <> c.e164;
--> statement-breakpoint
UPDATE "referrals" SET "referred_phone" = "migration_phone_e164"("referred_phone")
WHERE "migration_phone_e164"("referred_phone") <> "referred_phone";
--> statement-breakpoint
UPDATE "profiles" SET "phone" = "migration_phone_e164"("phone")
WHERE "migration_phone_e164"("phone") <> "phone";
--> statement-breakpoint
UPDATE "bookings" SET "phone" = "migration_phone_e164"("phone")
WHERE "migration_phone_e164"("phone") <> "phone";
--> statement-breakpoint
UPDATE "bookings" SET "technician_phone" = "migration_phone_e164"("technician_phone")
WHERE "migration_phone_e164"("technician_phone") <> "technician_phone";
--> statement-breakpoint
UPDATE "contact_submissions" SET "phone" = "migration_phone_e164"("phone")
WHERE "migration_phone_e164"("phone") <> "phone";
--> statement-breakpoint
UPDATE "phone_proofs" SET "phone" = "migration_phone_e164"("phone")
WHERE "migration_phone_e164"("phone") <> "phone";
--> statement-breakpoint
-- A customer's SMS are found by their booking's phone (customer-notifications): kept in step.
-- Not rewritten: the keys of one-time codes and of failure counts, which last minutes to hours and
-- were already written as +91XXXXXXXXXX by the code that reads them.
UPDATE "messages" SET "to_address" = "migration_phone_e164"("to_address")
WHERE "channel" = 'sms' AND "migration_phone_e164"("to_address") <> "to_address";
--> statement-breakpoint
DROP FUNCTION "migration_phone_e164"(text);
