// Grid clustering for the bookings map: points whose screen positions fall in the same square at
// the current zoom become one marker with a count. A few thousand points take well under a frame,
// and it needs no plugin (Leaflet's cluster plugin expects a global `L`).

export interface ScreenPoint<T> {
  item: T;
  x: number;
  y: number;
}

export interface Cluster<T> {
  items: T[];
  /** The members' mean screen position. */
  x: number;
  y: number;
}

export function clusterPoints<T>(points: readonly ScreenPoint<T>[], cellSize: number): Cluster<T>[] {
  const cells = new Map<string, { items: T[]; sumX: number; sumY: number }>();
  for (const point of points) {
    const key = `${Math.floor(point.x / cellSize)}:${Math.floor(point.y / cellSize)}`;
    const cell = cells.get(key) ?? { items: [], sumX: 0, sumY: 0 };
    cell.items.push(point.item);
    cell.sumX += point.x;
    cell.sumY += point.y;
    cells.set(key, cell);
  }
  return [...cells.values()].map((cell) => ({
    items: cell.items,
    x: cell.sumX / cell.items.length,
    y: cell.sumY / cell.items.length,
  }));
}
