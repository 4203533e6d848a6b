import { Migration } from '@mikro-orm/migrations';

export class Migration20261121202519 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "feature_image" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "image" text not null, constraint "feature_image_pkey" primary key ("id"));`);

    this.addSql(`create table "product" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "title" text not null, "description" text not null, "image" text not null, "category" text check ("category" in ('male', 'female', 'kids')) not null, "product_type" text check ("product_type" in ('round_neck_half', 'polo_neck', 'round_neck_full', 'sweat_shirts_full', 'sweat_shirts_upper', 'round_neck_oversize', 'crop_top')) not null, "type" text check ("type" in ('size', 'age_group')) not null, "size" text check ("size" in ('XS', 'S', 'M', 'L', 'XL', 'XXL', '3-5yr', '6-8yr', '9-13yr')) not null, "measurement" text check ("measurement" in ('36in', '38in', '40in', '42in', '44in', 'free_size', 'kids')) not null, "percentage_increment" numeric(5,2) not null default 0, "price_paise" int not null, "sale_price_paise" int not null default 0, "effective_price_paise" int generated always as (case when sale_price_paise > 0 then sale_price_paise else price_paise end) stored not null, "total_stock" int not null, "average_review" numeric(3,2) not null default 0, "review_count" int not null default 0, constraint "product_pkey" primary key ("id"), constraint product_stock_not_negative check (total_stock >= 0), constraint product_sale_price_range check (sale_price_paise >= 0 and sale_price_paise < price_paise), constraint product_price_positive check (price_paise > 0));`);
    this.addSql(`create index "product_created_idx" on "product" ("created_at", "id");`);
    this.addSql(`create index "product_price_idx" on "product" ("effective_price_paise", "id");`);
    this.addSql(`create index "product_category_price_idx" on "product" ("category", "effective_price_paise", "id");`);

    this.addSql(`create table "app_user" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_name" text not null, "email" text not null, "password_hash" text not null, "role" text check ("role" in ('admin', 'user')) not null default 'user', constraint "app_user_pkey" primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "feature_image" cascade;`);

    this.addSql(`drop table if exists "product" cascade;`);

    this.addSql(`drop table if exists "app_user" cascade;`);
  }

}
