CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" integer NOT NULL,
	"mode_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_url" text,
	"file_path" text,
	"original_filename" text,
	"video_sha256" text,
	"status" text DEFAULT 'under_review' NOT NULL,
	"job_state" text DEFAULT 'queued' NOT NULL,
	"verdict" text,
	"score" bigint,
	"message" text,
	"result" jsonb,
	"proof_frame_path" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"approved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_user_created_idx" ON "submissions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_board_idx" ON "submissions" USING btree ("game_id","mode_id","status","score" DESC NULLS LAST);