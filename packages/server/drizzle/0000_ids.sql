-- Ids: time-ordered 64-bit numbers made in the database so that any number of server processes can insert
-- without coordination. 41 bits of milliseconds since 2020-01-01, then 22 bits of a shared sequence.
CREATE SEQUENCE IF NOT EXISTS blade_id_seq;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION blade_next_id() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT ((floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint - 1577836800000) << 22)
         | (nextval('blade_id_seq') % 4194304)
$$;
