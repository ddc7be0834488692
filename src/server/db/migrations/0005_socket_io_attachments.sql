-- @socket.io/postgres-adapter relays events between app nodes with NOTIFY; a payload over
-- 8000 bytes (or binary) goes through this table instead, read back by the other nodes and
-- purged by the adapter after 30 s. DDL from the adapter's README. Unused (but harmless) on PGlite.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
  "id" bigserial UNIQUE,
  "created_at" timestamptz DEFAULT now(),
  "payload" bytea
);
