DROP INDEX "contracts_agency_contract_date";--> statement-breakpoint
DROP INDEX "contracts_agency_payment_date";--> statement-breakpoint
CREATE INDEX "contracts_agency_sort_number" ON "contracts" USING btree ("agency_code","management_number","id");--> statement-breakpoint
CREATE INDEX "contracts_agency_sort_kana" ON "contracts" USING btree ("agency_code","policyholder_kana","id");--> statement-breakpoint
CREATE INDEX "contracts_agency_sort_premium" ON "contracts" USING btree ("agency_code","monthly_premium","id");--> statement-breakpoint
CREATE INDEX "contracts_agency_contract_date" ON "contracts" USING btree ("agency_code","first_contract_date","id");--> statement-breakpoint
CREATE INDEX "contracts_agency_payment_date" ON "contracts" USING btree ("agency_code","first_payment_date","id");