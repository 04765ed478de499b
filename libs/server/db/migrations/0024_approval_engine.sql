-- The approval tables (and the budget tables) were created by 0018, generated while this domain's schema
-- was not yet committed; 0022's snapshot then lacked them, so drizzle-kit generated them again here.
-- Every statement was identical to 0018's: emptied so that it changes nothing. Its snapshot is right.
SELECT 1;
