-- btree_gist lets an EXCLUDE constraint mix equality (provider) and range overlap (time).
CREATE EXTENSION IF NOT EXISTS btree_gist;
