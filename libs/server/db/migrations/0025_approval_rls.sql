-- drizzle-kit enables row-level security but cannot FORCE it; forced, it also binds the table owner.
ALTER TABLE "approval_flows" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "approval_flow_nodes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "approval_assignments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "approval_instances" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "approval_node_instances" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "approval_tasks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "approval_history" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "approval_flows", "approval_flow_nodes", "approval_assignments", "approval_instances", "approval_node_instances", "approval_tasks", "approval_history" TO procure_app;
