CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"google_subject" text,
	"nickname" text,
	"bio" text DEFAULT '' NOT NULL,
	"country" text,
	"avatar_path" text,
	"photo_url" text,
	"language" text DEFAULT 'en' NOT NULL,
	"role" text DEFAULT 'pilot' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_google_subject_unique" UNIQUE("google_subject")
);
--> statement-breakpoint
CREATE INDEX "users_nickname_idx" ON "users" USING btree (lower("nickname"));