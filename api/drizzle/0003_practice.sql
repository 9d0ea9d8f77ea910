CREATE TABLE "practice_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"token_hash" varchar(64),
	"bank" varchar(20) NOT NULL,
	"mode" varchar(20) NOT NULL,
	"config" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"current_section" integer DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'in-progress' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" real,
	"total" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_responses" (
	"attempt_id" uuid NOT NULL,
	"question_id" varchar(80) NOT NULL,
	"response" jsonb,
	"flagged" boolean DEFAULT false NOT NULL,
	"score" real,
	"correct" boolean,
	"answered_at" timestamp with time zone,
	CONSTRAINT "practice_responses_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "practice_attempts" ADD CONSTRAINT "practice_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_responses" ADD CONSTRAINT "practice_responses_attempt_id_practice_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."practice_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_attempts_user_index" ON "practice_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_attempts_created_index" ON "practice_attempts" USING btree ("created_at");