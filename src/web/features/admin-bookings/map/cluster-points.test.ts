import { describe, expect, it } from 'vitest';
import { clusterPoints } from './cluster-points';

describe('clusterPoints', () => {
  it('joins points in one grid square and keeps distant ones apart', () => {
    const clusters = clusterPoints(
      [
        { item: 'a', x: 10, y: 10 },
        { item: 'b', x: 30, y: 20 },
        { item: 'c', x: 200, y: 200 },
      ],
      60,
    );
    expect(clusters).toHaveLength(2);
    const joined = clusters.find((c) => c.items.length === 2)!;
    expect(joined.items.sort()).toEqual(['a', 'b']);
    expect(joined.x).toBe(20);
    expect(joined.y).toBe(15);
    expect(clusters.find((c) => c.items.length === 1)!.items).toEqual(['c']);
  });

  it('gives every point its own marker when the squares are small enough', () => {
    const points = [0, 100, 200].map((x) => ({ item: x, x, y: 0 }));
    expect(clusterPoints(points, 50)).toHaveLength(3);
    expect(clusterPoints([], 50)).toEqual([]);
  });
});
