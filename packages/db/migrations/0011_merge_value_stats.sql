-- A fold adds a batch's statistics of every value (some 60 keys) to each 5-minute row it touches.
-- Reading the stored statistics into the ingest to merge them there cost more than the merge: every
-- row was decompressed, sent, parsed into objects and written back. This merges them where they are.
-- Statistics are {n, sum, min, max} per key, as the ingest's `mergeStats` merges them.
CREATE FUNCTION merge_value_stats(stored jsonb, added jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(jsonb_object_agg(key, CASE
      WHEN s.value IS NULL THEN a.value
      WHEN a.value IS NULL THEN s.value
      ELSE jsonb_build_object(
        'n', (s.value->>'n')::float8 + (a.value->>'n')::float8,
        'sum', (s.value->>'sum')::float8 + (a.value->>'sum')::float8,
        'min', least((s.value->>'min')::float8, (a.value->>'min')::float8),
        'max', greatest((s.value->>'max')::float8, (a.value->>'max')::float8))
    END), '{}'::jsonb)
  FROM jsonb_each(stored) AS s FULL JOIN jsonb_each(added) AS a USING (key)
$$;
