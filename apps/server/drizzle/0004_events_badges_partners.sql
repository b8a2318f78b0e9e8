CREATE TABLE "badges" (
	"code" text PRIMARY KEY NOT NULL,
	"name_key" text NOT NULL,
	"description_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"title_key" text NOT NULL,
	"description_key" text NOT NULL,
	"rules_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"game_id" integer,
	"badge_code" text,
	"seeding_from_id" text,
	"card_logo" text,
	"card_background" text,
	"card_title_key" text NOT NULL,
	"card_sub_title_key" text NOT NULL,
	"card_day" integer NOT NULL,
	"card_month" integer NOT NULL,
	"card_year" integer NOT NULL,
	"show_logo" boolean DEFAULT false NOT NULL,
	"show_background" boolean DEFAULT false NOT NULL,
	"show_title" boolean DEFAULT true NOT NULL,
	"show_sub_title" boolean DEFAULT true NOT NULL,
	"show_day" boolean DEFAULT true NOT NULL,
	"show_month" boolean DEFAULT true NOT NULL,
	"show_year" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"badge_code" text NOT NULL,
	"event_id" text,
	"submission_id" uuid,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_badge_key" UNIQUE("user_id","badge_code")
);
--> statement-breakpoint
CREATE TABLE "partner_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa" text NOT NULL,
	"site" text NOT NULL,
	"pais_regiao" text NOT NULL,
	"tipo" text NOT NULL,
	"orcamento" text NOT NULL,
	"mensagem" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"honeypot" text,
	"ip" text,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_badge_code_badges_code_fk" FOREIGN KEY ("badge_code") REFERENCES "public"."badges"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_code_badges_code_fk" FOREIGN KEY ("badge_code") REFERENCES "public"."badges"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_window_idx" ON "events" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "partner_enquiries_outbox_idx" ON "partner_enquiries" USING btree ("status","next_attempt_at");