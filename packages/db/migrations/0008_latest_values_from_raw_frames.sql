-- A device's latest values are no longer stored beside its counters: the api decodes them from
-- the device's newest raw frame (`raw_frames`, the row whose read_at the latest row names) with
-- the device's dictionary, which also gives their units and labels. Every reading rewrote some
-- 3 KB of values, units and translated labels here; it was the heaviest write of an upload's
-- transaction, and the frame it was decoded from is stored in the same transaction anyway.
ALTER TABLE device_latest DROP COLUMN "values";
