-- The media library (issue 13, decision 034): an image is decorative (empty alt on purpose) or has alt text,
-- and has a focal point the renderer keeps in view when it crops (object-position), as fractions 0..1 of
-- the width and height. Images uploaded before this are centred and not decorative.
ALTER TABLE media ADD COLUMN decorative boolean NOT NULL DEFAULT false;
ALTER TABLE media ADD COLUMN focal_x real NOT NULL DEFAULT 0.5;
ALTER TABLE media ADD COLUMN focal_y real NOT NULL DEFAULT 0.5;
