-- Up Migration
-- A receipt's perceptual hash (256-bit blockhash): photos of one receipt, re-saved, resized or
-- recompressed, have nearly the same one. Null when the file is not an image we can read
-- (HEIC, PDF) or was uploaded before hashes existed.
ALTER TABLE uploads ADD COLUMN perceptual_hash bit(256);

-- Down Migration
ALTER TABLE uploads DROP COLUMN perceptual_hash;
