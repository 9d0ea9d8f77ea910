CREATE TABLE "flashcard_review_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flashcard_review_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"card_id" varchar(100) NOT NULL,
	"deck_id" varchar(80) NOT NULL,
	"rating" smallint NOT NULL,
	"state" varchar(12) NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"source" varchar(10) NOT NULL,
	CONSTRAINT "flashcard_review_log_rating_check" CHECK ("flashcard_review_log"."rating" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "flashcard_states" (
	"user_id" integer NOT NULL,
	"card_id" varchar(100) NOT NULL,
	"deck_id" varchar(80) NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" varchar(12) NOT NULL,
	"last_review" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flashcard_states_user_id_card_id_pk" PRIMARY KEY("user_id","card_id"),
	CONSTRAINT "flashcard_states_state_check" CHECK ("flashcard_states"."state" in ('new', 'learning', 'review', 'relearning'))
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"user_id" integer NOT NULL,
	"exam" varchar(10) NOT NULL,
	"exam_date" date NOT NULL,
	"hours_per_week" integer NOT NULL,
	"completed" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_plans_user_id_exam_pk" PRIMARY KEY("user_id","exam"),
	CONSTRAINT "study_plans_hours_check" CHECK ("study_plans"."hours_per_week" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "flashcard_review_log" ADD CONSTRAINT "flashcard_review_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_states" ADD CONSTRAINT "flashcard_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_review_log_user_reviewed_index" ON "flashcard_review_log" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "flashcard_states_user_deck_due_index" ON "flashcard_states" USING btree ("user_id","deck_id","due");