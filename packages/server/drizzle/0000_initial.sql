CREATE TABLE "action_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"user_name" text,
	"user_email" text,
	"agency_code" text,
	"ip" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agency_ips" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_code" text NOT NULL,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"management_number" text NOT NULL,
	"agency_code" text NOT NULL,
	"recruiter_name" text NOT NULL,
	"policyholder_name" text NOT NULL,
	"policyholder_kana" text NOT NULL,
	"insured_name" text NOT NULL,
	"product_name" text NOT NULL,
	"plan_name" text NOT NULL,
	"status" text NOT NULL,
	"hikisari_status" text NOT NULL,
	"payment_method" text NOT NULL,
	"monthly_premium" integer NOT NULL,
	"first_contract_date" timestamp with time zone,
	"first_payment_date" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hozen_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payment_method" text,
	"requested_by_user_id" integer,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_notify_all" boolean NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_targets" (
	"news_id" integer NOT NULL,
	"agency_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "statement_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_code" text NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text,
	"role" text NOT NULL,
	"agency_code" text,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"phone_number_status" text DEFAULT 'unregistered' NOT NULL,
	"is_mfa_active" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_ips" ADD CONSTRAINT "agency_ips_agency_code_agencies_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."agencies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_challenges" ADD CONSTRAINT "auth_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_agency_code_agencies_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."agencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hozen_requests" ADD CONSTRAINT "hozen_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_attachments" ADD CONSTRAINT "news_attachments_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_attachments" ADD CONSTRAINT "news_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_targets" ADD CONSTRAINT "news_targets_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_targets" ADD CONSTRAINT "news_targets_agency_code_agencies_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."agencies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_files" ADD CONSTRAINT "statement_files_agency_code_agencies_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."agencies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_files" ADD CONSTRAINT "statement_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_code_agencies_code_fk" FOREIGN KEY ("agency_code") REFERENCES "public"."agencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_logs_created" ON "action_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "action_logs_user_created" ON "action_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "action_logs_agency_created" ON "action_logs" USING btree ("agency_code","created_at");--> statement-breakpoint
CREATE INDEX "action_logs_route_created" ON "action_logs" USING btree ("route","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_ips_unique" ON "agency_ips" USING btree ("agency_code","ip_address");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_management_number" ON "contracts" USING btree ("management_number");--> statement-breakpoint
CREATE INDEX "contracts_agency_id" ON "contracts" USING btree ("agency_code","id");--> statement-breakpoint
CREATE INDEX "contracts_agency_status" ON "contracts" USING btree ("agency_code","status");--> statement-breakpoint
CREATE INDEX "contracts_agency_contract_date" ON "contracts" USING btree ("agency_code","first_contract_date");--> statement-breakpoint
CREATE INDEX "contracts_agency_payment_date" ON "contracts" USING btree ("agency_code","first_payment_date");--> statement-breakpoint
CREATE INDEX "hozen_requests_contract" ON "hozen_requests" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "news_created" ON "news" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_attachments_path" ON "news_attachments" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "news_attachments_news" ON "news_attachments" USING btree ("news_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_targets_pk" ON "news_targets" USING btree ("news_id","agency_code");--> statement-breakpoint
CREATE INDEX "news_targets_agency" ON "news_targets" USING btree ("agency_code");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_files_unique" ON "statement_files" USING btree ("agency_code","year","month","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_agency" ON "users" USING btree ("agency_code");--> statement-breakpoint
CREATE INDEX "verification_codes_user_purpose" ON "verification_codes" USING btree ("user_id","purpose");