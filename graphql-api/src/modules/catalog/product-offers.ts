import DataLoader from 'dataloader';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { isPromotionInForce, promotionCoversProduct, promotionLabel, type Promotion as PricedPromotion } from '@threadline/domain';
import type { CatalogueChanges } from '../catalogue-cache/catalogue-changes.js';
import { Promotion } from '../promotions/promotion.entity.js';
import type { Product } from './product.entity.js';

interface Offer {
  promotion: PricedPromotion;
  label: string;
}

/**
 * The products' offers (`Product.offers`): the labels of the automatic promotions in force that
 * cover each product, highest priority first.
 *
 * A catalogue read must not wait on the promotion table, so each instance keeps the enabled
 * automatic promotions that have not ended in memory, and reloads them only when PostgreSQL
 * announces a promotion change (CatalogueChanges' `promotionsVersion`, moved by the triggers of
 * Migration20261128030000, from whichever instance or script wrote). Whether one is in force is
 * decided per request against that request's clock, so an offer starting at midnight shows from
 * midnight with nobody writing anything; `nextChangeAfter` tells the catalogue cache when that is.
 * A catalogue read waits, with the cache on, until every change committed before it was sent has
 * been heard (CatalogueChanges' `caughtUp`), so it never shows an offer a write already ended;
 * other reads (and every read with the cache off) may see a change a moment after it commits.
 * While the listener is down changes might go unheard, so every request reads the table afresh.
 */
export class ProductOffers {
  private loaded: { version: number; offers: readonly Offer[] } | null = null;
  private loading: { version: number; offers: Promise<readonly Offer[]> } | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly changes: CatalogueChanges,
  ) {}

  /** The offers in force at `now`, highest priority first (equal priorities by id, as they apply). */
  async inForce(now: Date): Promise<readonly Offer[]> {
    const offers = await this.current();
    return offers.filter((offer) => isPromotionInForce(offer.promotion, now));
  }

  /**
   * The first instant after `now` at which an offer starts or ends, as far as this instance knows;
   * Infinity when none is ahead. An answer showing offers computed at `now` holds until then,
   * unless a promotion is written first (which moves the catalogue's epoch).
   */
  nextChangeAfter(now: number): number {
    let next = Infinity;
    for (const { promotion } of this.loaded?.offers ?? []) {
      for (const instant of [promotion.startsAt.getTime(), promotion.endsAt?.getTime() ?? Infinity]) {
        if (instant > now && instant < next) next = instant;
      }
    }
    return next;
  }

  /**
   * One request's loader of each product's offer labels, all judged at one instant: a LoaderFactory
   * for `scope.loader` (spelled out, as request-scope.ts names this class).
   */
  readonly labels: (em: EntityManager) => DataLoader<Product, string[]> = () =>
    new DataLoader(
      async (products) => {
        const offers = await this.inForce(new Date());
        return products.map((product) =>
          offers
            .filter(({ promotion }) => promotionCoversProduct(promotion, { productId: product.id, category: product.category, productType: product.productType }))
            .map(({ label }) => label),
        );
      },
      { cache: false },
    );

  private current(): Promise<readonly Offer[]> {
    const version = this.changes.promotionsVersion();
    if (version === null) return this.read();
    if (this.loaded?.version === version) return Promise.resolve(this.loaded.offers);
    if (this.loading?.version !== version) {
      const loading = { version, offers: this.read() };
      this.loading = loading;
      loading.offers.then(
        (offers) => {
          // A later version may have been asked for meanwhile; only the newest is kept.
          if (this.loading === loading) {
            this.loaded = { version, offers };
            this.loading = null;
          }
        },
        () => {
          if (this.loading === loading) this.loading = null;
        },
      );
    }
    return this.loading!.offers;
  }

  private async read(): Promise<readonly Offer[]> {
    const em = this.orm.em.fork();
    const rows = await em.find(
      Promotion,
      { enabled: true, code: null, $or: [{ endsAt: null }, { endsAt: { $gt: new Date() } }] },
      { orderBy: { priority: 'desc', id: 'asc' } },
    );
    return rows.map((row) => {
      const promotion = row.toPriced();
      return { promotion, label: promotionLabel(promotion) };
    });
  }
}
