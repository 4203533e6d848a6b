import { Migration } from '@mikro-orm/migrations';

/**
 * Promotions (issue 26): automatic offers and discount codes, each order's use of one (what the
 * limits count), and what each gave an order, frozen with its lines' discounts. Orders placed
 * before had no promotion: their subtotal is their total and their discount 0. Order lines keep
 * their place in the order (the cart's), which their shared created_at could not tell.
 */
export class Migration20261128000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "promotion" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "name" text not null, "code" text null, "starts_at" timestamptz not null, "ends_at" timestamptz null,
      "enabled" boolean not null, "priority" int not null, "combines_with_others" boolean not null,
      "min_subtotal_paise" bigint not null, "min_quantity" int not null,
      "categories" text[] not null, "product_types" text[] not null, "product_ids" uuid[] not null, "first_order_only" boolean not null,
      "action_kind" text not null, "percent" int null, "cap_paise" bigint null, "amount_paise" bigint null, "buy" int null, "get" int null,
      "usage_limit" int null, "per_shopper_limit" int null, "uses" int not null default 0,
      constraint "promotion_pkey" primary key ("id"),
      constraint "promotion_code_unique" unique ("code"),
      constraint "promotion_action_kind_check" check ("action_kind" in ('PERCENT_OFF_LINES', 'FIXED_OFF_ORDER', 'BUY_X_GET_Y')),
      constraint "promotion_uses_within_limit" check (uses >= 0 and (usage_limit is null or uses <= usage_limit)),
      constraint "promotion_action_complete" check ((action_kind = 'PERCENT_OFF_LINES' and percent between 1 and 100) or (action_kind = 'FIXED_OFF_ORDER' and amount_paise > 0) or (action_kind = 'BUY_X_GET_Y' and buy > 0 and get > 0 and percent between 1 and 100)));`);

    this.addSql(`create table "promotion_use" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "promotion_id" uuid not null, "user_id" uuid not null, "order_id" uuid not null, "released_at" timestamptz null,
      constraint "promotion_use_pkey" primary key ("id"),
      constraint "promotion_use_promotion_id_foreign" foreign key ("promotion_id") references "promotion" ("id") on delete restrict,
      constraint "promotion_use_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade,
      constraint "promotion_use_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on delete cascade,
      constraint "promotion_use_order_unique" unique ("promotion_id", "order_id"));`);
    this.addSql(`create index "promotion_use_shopper_idx" on "promotion_use" ("promotion_id", "user_id");`);
    this.addSql(`create index "promotion_use_order_idx" on "promotion_use" ("order_id");`);

    this.addSql(`create table "order_promotion" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "order_id" uuid not null, "promotion_id" uuid not null, "name" text not null, "code" text null,
      "discount_paise" bigint not null, "position" int not null,
      constraint "order_promotion_pkey" primary key ("id"),
      constraint "order_promotion_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on delete cascade,
      constraint "order_promotion_discount_not_negative" check (discount_paise >= 0));`);
    this.addSql(`create index "order_promotion_order_idx" on "order_promotion" ("order_id");`);
    this.addSql(`create index "order_promotion_promotion_idx" on "order_promotion" ("promotion_id");`);

    this.addSql(`alter table "customer_order"
      add column "subtotal_paise" bigint null, add column "discount_paise" bigint not null default 0, add column "discount_code" text null;`);
    this.addSql(`update "customer_order" set "subtotal_paise" = "total_paise";`);
    this.addSql(`alter table "customer_order" alter column "subtotal_paise" set not null, alter column "discount_paise" drop default;`);
    this.addSql(`alter table "customer_order" drop constraint "customer_order_total_positive";`);
    this.addSql(`alter table "customer_order"
      add constraint "customer_order_total_not_negative" check (total_paise >= 0),
      add constraint "customer_order_discount_within_subtotal" check (discount_paise >= 0 and total_paise = subtotal_paise - discount_paise);`);

    this.addSql(`alter table "order_line" add column "discount_paise" bigint not null default 0;`);
    // Lines written in one flush share their created_at: their place in the order is kept instead.
    this.addSql(`alter table "order_line" add column "position" int null;`);
    this.addSql(`update "order_line" set "position" = numbered.position from (
      select "id", (row_number() over (partition by "order_id" order by "created_at", "id") - 1)::int as position from "order_line") numbered
      where "order_line"."id" = numbered."id";`);
    this.addSql(`alter table "order_line" alter column "position" set not null;`);
    this.addSql(`alter table "order_line" alter column "discount_paise" drop default;`);
    this.addSql(`alter table "order_line" add constraint "order_line_discount_within_line" check (discount_paise >= 0 and discount_paise <= unit_price_paise::bigint * quantity);`);

    this.addSql(`alter table "cart" add column "discount_code" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "cart" drop column "discount_code";`);
    this.addSql(`alter table "order_line" drop constraint "order_line_discount_within_line", drop column "discount_paise", drop column "position";`);
    this.addSql(`alter table "customer_order" drop constraint "customer_order_discount_within_subtotal", drop constraint "customer_order_total_not_negative";`);
    this.addSql(`alter table "customer_order" add constraint "customer_order_total_positive" check (total_paise > 0);`);
    this.addSql(`alter table "customer_order" drop column "discount_code", drop column "discount_paise", drop column "subtotal_paise";`);
    this.addSql(`drop table if exists "order_promotion" cascade;`);
    this.addSql(`drop table if exists "promotion_use" cascade;`);
    this.addSql(`drop table if exists "promotion" cascade;`);
  }
}
