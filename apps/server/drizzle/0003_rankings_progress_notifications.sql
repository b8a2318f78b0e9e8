CREATE TABLE "ranking_boards" (
	"game_id" integer NOT NULL,
	"mode_id" integer NOT NULL,
	"pilots" integer DEFAULT 0 NOT NULL,
	"approved_runs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ranking_boards_game_id_mode_id_pk" PRIMARY KEY("game_id","mode_id")
);
--> statement-breakpoint
CREATE TABLE "ranking_entries" (
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"mode_id" integer NOT NULL,
	"submission_id" uuid NOT NULL,
	"score" bigint NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"placement" integer,
	"x_points" integer NOT NULL,
	CONSTRAINT "ranking_entries_user_id_game_id_mode_id_pk" PRIMARY KEY("user_id","game_id","mode_id")
);
--> statement-breakpoint
CREATE TABLE "mission_completions" (
	"user_id" uuid NOT NULL,
	"mission_id" integer NOT NULL,
	"submission_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_completions_user_id_mission_id_pk" PRIMARY KEY("user_id","mission_id")
);
--> statement-breakpoint
CREATE TABLE "pilot_mode_points" (
	"user_id" uuid NOT NULL,
	"mode_id" integer NOT NULL,
	"x_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pilot_mode_points_user_id_mode_id_pk" PRIMARY KEY("user_id","mode_id")
);
--> statement-breakpoint
CREATE TABLE "pilot_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"x_points" integer DEFAULT 0 NOT NULL,
	"approved_runs" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_completions" ADD CONSTRAINT "mission_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_completions" ADD CONSTRAINT "mission_completions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_mode_points" ADD CONSTRAINT "pilot_mode_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_stats" ADD CONSTRAINT "pilot_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ranking_entries_board_idx" ON "ranking_entries" USING btree ("game_id","mode_id","score" DESC NULLS LAST,"approved_at","user_id");--> statement-breakpoint
CREATE INDEX "ranking_entries_placed_idx" ON "ranking_entries" USING btree ("game_id","mode_id") WHERE "ranking_entries"."placement" is not null;--> statement-breakpoint
CREATE INDEX "pilot_mode_points_mode_idx" ON "pilot_mode_points" USING btree ("mode_id","x_points" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "pilot_stats_global_idx" ON "pilot_stats" USING btree ("x_points" DESC NULLS LAST,"xp" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;