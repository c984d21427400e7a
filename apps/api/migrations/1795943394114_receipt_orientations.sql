-- Up Migration
-- A receipt's perceptual hashes in its eight orientations (turned 0, 90, 180, 270 degrees, each
-- mirrored or not; the first is `perceptual_hash`, the photo as it lies): another receipt is the
-- same one when its hash is near any of them (issue 26 item 4). Null where `perceptual_hash` is,
-- and for receipts hashed before.
ALTER TABLE uploads ADD COLUMN perceptual_orientations bit(256)[];

-- Down Migration
ALTER TABLE uploads DROP COLUMN perceptual_orientations;
