/**
 * Which kept entries (cached answers, kept pages) show each product, so that a change of one
 * product's stock forgets only the entries showing it. The caches add an entry's products as they
 * keep it and remove them as their LRU lets it go.
 */
export class KeysByProduct {
  private readonly keys = new Map<string, Set<string>>();

  add(key: string, products: readonly string[]): void {
    for (const productId of products) {
      let keys = this.keys.get(productId);
      if (!keys) this.keys.set(productId, (keys = new Set()));
      keys.add(key);
    }
  }

  remove(key: string, products: readonly string[]): void {
    for (const productId of products) {
      const keys = this.keys.get(productId);
      keys?.delete(key);
      if (keys?.size === 0) this.keys.delete(productId);
    }
  }

  /** The keys of the entries showing the product, as a copy: forgetting them changes the index. */
  showing(productId: string): string[] {
    return [...(this.keys.get(productId) ?? [])];
  }

  clear(): void {
    this.keys.clear();
  }
}
