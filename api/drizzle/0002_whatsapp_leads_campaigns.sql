CREATE TABLE "campaign_recipients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"whatsapp_number" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'queued' NOT NULL,
	"message_id" integer,
	"error" text,
	"claimed_by" varchar(64),
	"claimed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_recipients_campaign_lead_unique" UNIQUE("campaign_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_send_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "template_name" varchar(512) NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "template_language" varchar(20) NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "skipped_no_phone" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "skipped_no_consent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "skipped_opted_out" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "whatsapp_number" varchar(20);--> statement-breakpoint
UPDATE "leads" SET "whatsapp_number" = nullif(regexp_replace("phone", '\D', '', 'g'), '') WHERE "phone" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "whatsapp_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "whatsapp_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "whatsapp_last_inbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "direction" varchar(10) NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "whatsapp_number" varchar(20) NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "body" text NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "error_code" integer;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "status_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_message_id_whatsapp_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."whatsapp_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_recipients_status_index" ON "campaign_recipients" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_whatsapp_number_index" ON "leads" USING btree ("whatsapp_number");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_lead_index" ON "whatsapp_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP COLUMN "to";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP COLUMN "message";--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_provider_id_unique" UNIQUE("provider_message_id");