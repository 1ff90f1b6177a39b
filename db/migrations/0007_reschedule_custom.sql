-- A booking with a pending reschedule request holds two times: its own and the proposed one
-- (decision 0301). The overlap constraint of 0001 now compares, per provider, the multirange of
-- both, so no other active booking, and no other booking's proposed time, can take either.
-- Accepting moves the booking (its own time becomes the proposed one, the proposed is cleared);
-- declining clears the proposed time; a cancel, expiry or completion releases both (status).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "provider_id" WITH =,
  (CASE
    WHEN "proposed_start_time" IS NULL
      THEN tstzmultirange(tstzrange("start_time", "end_time", '[)'))
    ELSE tstzmultirange(
      tstzrange("start_time", "end_time", '[)'),
      tstzrange("proposed_start_time", "proposed_end_time", '[)')
    )
  END) WITH &&
) WHERE ("status" IN ('pending', 'confirmed') AND "start_time" IS NOT NULL);
