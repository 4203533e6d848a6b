import { Migration } from '@mikro-orm/migrations';

/**
 * A write to the home carousel's hero images announces a catalogue change, as a product's does
 * (Migration20261125060000): the storefront keeps its home page per catalogue epoch
 * (storefront/page-cache.ts), and the page shows the hero images. Without it, an image an admin
 * added or deleted showed on a kept home page only once the page aged out, up to a minute later.
 */
export class Migration20261207200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create trigger feature_image_catalogue_changed after insert or update or delete or truncate on "feature_image"
      for each statement execute function catalogue_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists feature_image_catalogue_changed on "feature_image";`);
  }
}
