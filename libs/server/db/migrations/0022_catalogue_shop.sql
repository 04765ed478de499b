-- The catalogue tables were created by 0018 (generated while this domain's schema was not yet committed).
-- This migration was generated from a tree that lacked other domains' uncommitted schemas and held only
-- DROP statements of their tables: emptied so that it changes nothing.
SELECT 1;
