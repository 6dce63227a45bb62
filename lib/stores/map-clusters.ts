/** A point already projected to pixels, with what it stands for. */
export interface ProjectedPoint<T> {
  x: number;
  y: number;
  item: T;
}

export interface MapCluster<T> {
  /** The mean of its points. */
  x: number;
  y: number;
  items: T[];
}

const mean = <T,>(points: Array<ProjectedPoint<T>>) => ({
  x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
  y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
});

/**
 * Groups points whose markers would overlap: each point joins the first group whose centre is
 * within `radius` pixels, else starts its own; groups whose centres then come within `radius` of
 * each other are merged, until none do. A group of one is a plain marker. Keeps the input order.
 */
export function clusterPoints<T>(points: Array<ProjectedPoint<T>>, radius: number): Array<MapCluster<T>> {
  const near = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y) <= radius;
  let groups: Array<Array<ProjectedPoint<T>>> = [];
  for (const point of points) {
    const group = groups.find((members) => near(mean(members), point));
    if (group) group.push(point);
    else groups.push([point]);
  }
  for (let merged = true; merged; ) {
    merged = false;
    outer: for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        if (near(mean(groups[i]!), mean(groups[j]!))) {
          groups[i] = [...groups[i]!, ...groups[j]!];
          groups = groups.filter((_, index) => index !== j);
          merged = true;
          break outer;
        }
      }
    }
  }
  return groups.map((members) => ({ ...mean(members), items: members.map((member) => member.item) }));
}

/** A part of the map picture, in percent of it. */
export interface MapRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The part of `base` to zoom into to see these points (percent of the picture): their box with a
 * margin, in `base`'s shape so the map keeps its size, no narrower than `minWidth`, and inside
 * `base`.
 */
export function regionAround(points: Array<{ left: number; top: number }>, base: MapRegion, minWidth: number): MapRegion {
  const lefts = points.map((point) => point.left);
  const tops = points.map((point) => point.top);
  const [minLeft, maxLeft, minTop, maxTop] = [Math.min(...lefts), Math.max(...lefts), Math.min(...tops), Math.max(...tops)];
  const shape = base.width / base.height;
  const width = Math.min(base.width, Math.max(minWidth, (maxLeft - minLeft) * 1.6, (maxTop - minTop) * 1.6 * shape));
  const height = width / shape;
  const clamp = (start: number, size: number, from: number, span: number) => Math.min(from + span - size, Math.max(from, start));
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    left: round(clamp((minLeft + maxLeft) / 2 - width / 2, width, base.left, base.width)),
    top: round(clamp((minTop + maxTop) / 2 - height / 2, height, base.top, base.height)),
    width: round(width),
    height: round(height),
  };
}
