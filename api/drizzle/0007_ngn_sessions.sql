CREATE TABLE "ngn_answers" (
	"session_id" uuid NOT NULL,
	"item_id" varchar(100) NOT NULL,
	"position" integer NOT NULL,
	"response" jsonb NOT NULL,
	"rule" varchar(20) NOT NULL,
	"earned" real NOT NULL,
	"possible" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"theta" real,
	"se" real,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ngn_answers_session_id_item_id_pk" PRIMARY KEY("session_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "ngn_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"mode" varchar(20) NOT NULL,
	"config" jsonb NOT NULL,
	"delivered" jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'in-progress' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ngn_answers" ADD CONSTRAINT "ngn_answers_session_id_ngn_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ngn_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngn_sessions" ADD CONSTRAINT "ngn_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ngn_sessions_user_index" ON "ngn_sessions" USING btree ("user_id","started_at");