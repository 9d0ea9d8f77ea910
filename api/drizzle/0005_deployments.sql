CREATE TABLE "remote_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"package" varchar(100) NOT NULL,
	"version" varchar(16) NOT NULL,
	"action" varchar(10) NOT NULL,
	"previous_id" integer,
	"actor" text NOT NULL,
	"promoted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_promotions_action_check" CHECK ("remote_promotions"."action" in ('promote', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"package" varchar(100) NOT NULL,
	"version" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"release" jsonb NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(10) DEFAULT 'ok' NOT NULL,
	"status_message" text,
	"status_at" timestamp with time zone,
	CONSTRAINT "remote_versions_package_version_pk" PRIMARY KEY("package","version"),
	CONSTRAINT "remote_versions_status_check" CHECK ("remote_versions"."status" in ('ok', 'failing'))
);
--> statement-breakpoint
ALTER TABLE "remote_promotions" ADD CONSTRAINT "remote_promotions_version_fk" FOREIGN KEY ("package","version") REFERENCES "public"."remote_versions"("package","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_promotions" ADD CONSTRAINT "remote_promotions_previous_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."remote_promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_promotions_package_id_index" ON "remote_promotions" USING btree ("package","id");