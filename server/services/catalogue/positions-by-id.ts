/**
 * Where each item sits in the catalogue, found from its id by a binary search over one typed array: the items are held
 * in id order, so no map entry per item is needed (docs/decisions/performance.md N44).
 */
export class PositionsById {
  private readonly ids: Int32Array;

  /** `ids` must be ascending: the order the catalogue reads its items in (read-rows.ts). */
  constructor(ids: ArrayLike<number>) {
    this.ids = Int32Array.from(ids);
    for (let at = 1; at < this.ids.length; at++) {
      if (this.ids[at]! <= this.ids[at - 1]!) throw new Error(`item ids are not ascending at position ${at}`);
    }
  }

  /** The item's position, or -1 when no item has this id. */
  positionOf(id: number): number {
    let [low, high] = [0, this.ids.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.ids[middle]! < id) low = middle + 1;
      else high = middle;
    }
    return low < this.ids.length && this.ids[low] === id ? low : -1;
  }
}
