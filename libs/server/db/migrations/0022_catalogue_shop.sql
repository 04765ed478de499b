DROP POLICY "approval_assignments_tenant_isolation" ON "approval_assignments" CASCADE;--> statement-breakpoint
DROP TABLE "approval_assignments" CASCADE;--> statement-breakpoint
DROP POLICY "approval_flow_nodes_tenant_isolation" ON "approval_flow_nodes" CASCADE;--> statement-breakpoint
DROP TABLE "approval_flow_nodes" CASCADE;--> statement-breakpoint
DROP POLICY "approval_flows_tenant_isolation" ON "approval_flows" CASCADE;--> statement-breakpoint
DROP TABLE "approval_flows" CASCADE;--> statement-breakpoint
DROP POLICY "approval_history_tenant_isolation" ON "approval_history" CASCADE;--> statement-breakpoint
DROP TABLE "approval_history" CASCADE;--> statement-breakpoint
DROP POLICY "approval_instances_tenant_isolation" ON "approval_instances" CASCADE;--> statement-breakpoint
DROP TABLE "approval_instances" CASCADE;--> statement-breakpoint
DROP POLICY "approval_node_instances_tenant_isolation" ON "approval_node_instances" CASCADE;--> statement-breakpoint
DROP TABLE "approval_node_instances" CASCADE;--> statement-breakpoint
DROP POLICY "approval_tasks_tenant_isolation" ON "approval_tasks" CASCADE;--> statement-breakpoint
DROP TABLE "approval_tasks" CASCADE;--> statement-breakpoint
DROP POLICY "budget_entries_tenant_isolation" ON "budget_entries" CASCADE;--> statement-breakpoint
DROP TABLE "budget_entries" CASCADE;--> statement-breakpoint
DROP POLICY "budget_objects_tenant_isolation" ON "budget_objects" CASCADE;--> statement-breakpoint
DROP TABLE "budget_objects" CASCADE;--> statement-breakpoint
DROP POLICY "budgets_tenant_isolation" ON "budgets" CASCADE;--> statement-breakpoint
DROP TABLE "budgets" CASCADE;