import { Migration } from '@mikro-orm/migrations';

export class Migration20261121203429 extends Migration {

  override async up(): Promise<void> {
    // Trigram indexes give search its typo tolerance. pg_trgm is a trusted extension: the
    // database owner may create it without superuser rights.
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create table "login_throttle" ("key" text not null, "failures" int not null default 0, "window_started_at" timestamptz not null, "locked_until" timestamptz null, constraint "login_throttle_pkey" primary key ("key"));`);

    this.addSql(`create table "revoked_token" ("token_id" uuid not null, "expires_at" timestamptz not null, constraint "revoked_token_pkey" primary key ("token_id"));`);
    this.addSql(`create index "revoked_token_expires_idx" on "revoked_token" ("expires_at");`);

    this.addSql(`create table "review" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "product_id" uuid not null, "user_id" uuid not null, "user_name" text not null, "rating" smallint not null, "message" text not null, constraint "review_pkey" primary key ("id"), constraint review_rating_range check (rating between 1 and 5));`);
    this.addSql(`create index "review_product_idx" on "review" ("product_id", "created_at");`);
    this.addSql(`alter table "review" add constraint "review_product_user_unique" unique ("product_id", "user_id");`);

    this.addSql(`create table "customer_order" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "cart_id" uuid null, "status" text check ("status" in ('orderPlaced', 'inShipping', 'delivered', 'rejected', 'canceled')) not null, "payment_method" text check ("payment_method" in ('cod', 'paypal')) not null, "payment_status" text check ("payment_status" in ('pending', 'paid', 'failed')) not null, "type" text check ("type" in ('regular')) not null, "total_paise" int not null, "address_address_id" uuid null, "address_address" text not null, "address_city" text not null, "address_pincode" text not null, "address_phone" text not null, "address_notes" text not null, "payment_id" text null, "payer_id" text null, "cancellation_reason" text null, "idempotency_key" text null, constraint "customer_order_pkey" primary key ("id"), constraint customer_order_total_positive check (total_paise > 0));`);
    this.addSql(`create index "customer_order_status_idx" on "customer_order" ("status", "created_at");`);
    this.addSql(`create index "customer_order_user_idx" on "customer_order" ("user_id", "created_at");`);
    this.addSql(`alter table "customer_order" add constraint "customer_order_idempotency_unique" unique ("user_id", "idempotency_key");`);

    this.addSql(`create table "order_line" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "order_id" uuid not null, "product_id" uuid not null, "title" text not null, "image" text not null, "category" text check ("category" in ('male', 'female', 'kids')) not null, "product_type" text check ("product_type" in ('round_neck_half', 'polo_neck', 'round_neck_full', 'sweat_shirts_full', 'sweat_shirts_upper', 'round_neck_oversize', 'crop_top')) not null, "type" text check ("type" in ('size', 'age_group')) not null, "size" text check ("size" in ('XS', 'S', 'M', 'L', 'XL', 'XXL', '3-5yr', '6-8yr', '9-13yr')) not null, "measurement" text check ("measurement" in ('36in', '38in', '40in', '42in', '44in', 'free_size', 'kids')) not null, "percentage_increment" numeric(5,2) not null, "unit_price_paise" int not null, "quantity" int not null, constraint "order_line_pkey" primary key ("id"), constraint order_line_price_positive check (unit_price_paise > 0), constraint order_line_quantity_positive check (quantity > 0));`);
    this.addSql(`create index "order_line_product_idx" on "order_line" ("product_id");`);

    this.addSql(`create table "cart" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, constraint "cart_pkey" primary key ("id"));`);
    this.addSql(`alter table "cart" add constraint "cart_user_unique" unique ("user_id");`);

    this.addSql(`create table "cart_line" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "cart_id" uuid not null, "product_id" uuid not null, "size" text check ("size" in ('XS', 'S', 'M', 'L', 'XL', 'XXL', '3-5yr', '6-8yr', '9-13yr')) not null, "quantity" int not null, constraint "cart_line_pkey" primary key ("id"), constraint cart_line_quantity_positive check (quantity > 0));`);
    this.addSql(`alter table "cart_line" add constraint "cart_line_product_size_unique" unique ("cart_id", "product_id", "size");`);

    this.addSql(`create table "address" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "address" text not null, "city" text not null, "pincode" text not null, "phone" text not null, "notes" text not null default '', constraint "address_pkey" primary key ("id"));`);
    this.addSql(`create index "address_user_idx" on "address" ("user_id", "created_at");`);

    this.addSql(`alter table "review" add constraint "review_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review" add constraint "review_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "customer_order" add constraint "customer_order_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "order_line" add constraint "order_line_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "cart" add constraint "cart_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "cart_line" add constraint "cart_line_cart_id_foreign" foreign key ("cart_id") references "cart" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "cart_line" add constraint "cart_line_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "address" add constraint "address_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "product" add column "search_vector" tsvector generated always as (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('simple', category || ' ' || replace(product_type, '_', ' ')), 'B') || setweight(to_tsvector('english', description), 'C')) stored not null;`);
    this.addSql(`create index "product_title_trgm_idx" on "product" using gin ("title" gin_trgm_ops);`);
    this.addSql(`create index "product_search_idx" on "product" using gin ("search_vector");`);
    this.addSql(`create index "product_popular_idx" on "product" ("average_review" desc, "review_count" desc, "id");`);
    this.addSql(`create index "product_size_price_idx" on "product" ("size", "effective_price_paise", "id");`);
    this.addSql(`create index "product_type_price_idx" on "product" ("product_type", "effective_price_paise", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_line" drop constraint "order_line_order_id_foreign";`);

    this.addSql(`alter table "cart_line" drop constraint "cart_line_cart_id_foreign";`);

    this.addSql(`drop table if exists "login_throttle" cascade;`);

    this.addSql(`drop table if exists "revoked_token" cascade;`);

    this.addSql(`drop table if exists "review" cascade;`);

    this.addSql(`drop table if exists "customer_order" cascade;`);

    this.addSql(`drop table if exists "order_line" cascade;`);

    this.addSql(`drop table if exists "cart" cascade;`);

    this.addSql(`drop table if exists "cart_line" cascade;`);

    this.addSql(`drop table if exists "address" cascade;`);

    this.addSql(`drop index "product_title_trgm_idx";`);
    this.addSql(`drop index "product_search_idx";`);
    this.addSql(`drop index "product_popular_idx";`);
    this.addSql(`drop index "product_size_price_idx";`);
    this.addSql(`drop index "product_type_price_idx";`);
    this.addSql(`alter table "product" drop column "search_vector";`);
  }

}
