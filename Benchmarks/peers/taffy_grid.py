#!/usr/bin/env python3
"""Peer benchmark: a 10,000-cell three-column grid laid out by Taffy (CSS Grid, Rust) via `stretchable`.

The grid matches complayout-bench's peer spec: a container 390 points wide, three `1fr` columns,
rows of a fixed height, the same gap between columns and between rows, no padding.

Building the node tree from Python is slow and is NOT timed. Each timed run first marks every node
dirty (untimed), so Taffy's caches are cold and the whole grid is solved again. Printed: one JSON
number, the median seconds of the timed runs.

  --mode compute_layout  (default) time `Node.compute_layout`: Taffy's layout plus stretchable's
                         read-back of every node's box into Python objects.
  --mode core            time only the Rust call `taffylib.node_compute_layout_with_measure`,
                         no read-back: the layout computation alone.
  --measured             every cell has its own height, 60 + (i * 37) % 97 points, at the top of
                         a row as tall as its tallest cell (complayout-bench's measured grid).
  --frames PATH          after timing, write every cell's box [x, y, width, height] to PATH as
                         JSON, for the bench to check against its own frames.
"""

import json
import statistics
import time

import stretchable
from stretchable import Node
from stretchable.node import taffy, taffylib, _measure_callback, _node_refs
from stretchable.style import Display
from stretchable.style.geometry.size import SizeAvailableSpace

from grid_options import grid_parser


def measured_height(index):
    """Cell `index`'s height in the measured grid; MeasuredGrid.height(of:) in the bench."""
    return 60 + (index * 37) % 97


def build(cells, width, row_height, gap, measured=False):
    """The root grid node and its leaves (untimed).

    The first row is given explicitly: stretchable's default `grid-template-rows` is one `auto`
    row, which would collapse to zero height with empty leaves. Measured, rows are `auto` and
    each leaf has its own height, at the start of its row.
    """
    if measured:
        root = Node(
            style=stretchable.Style.from_inline(
                f"display: grid; width: {width}px; grid-template-columns: 1fr 1fr 1fr; "
                f"grid-auto-rows: auto; column-gap: {gap}px; row-gap: {gap}px"
            )
        )
        root.extend(
            Node(style=stretchable.Style.from_inline(f"height: {measured_height(i)}px; align-self: start"))
            for i in range(cells)
        )
        return root
    root = Node(
        style=stretchable.Style.from_inline(
            f"display: grid; width: {width}px; grid-template-columns: 1fr 1fr 1fr; "
            f"grid-template-rows: {row_height}px; grid-auto-rows: {row_height}px; column-gap: {gap}px; row-gap: {gap}px"
        )
    )
    root.extend(Node() for _ in range(cells))
    return root


def invalidate(root):
    """Marks every node dirty so the next layout recomputes all of them (untimed)."""
    for child in root:
        child.mark_dirty()
    root.mark_dirty()


def run_core(root, available):
    """Taffy's layout only: the same native call `compute_layout` makes, without the read-back."""
    ok = taffylib.node_compute_layout_with_measure(
        taffy._ptr,
        root._node_id,
        available.to_dict(),
        lambda kw, kh, aw, ah, ctx: _measure_callback(_node_refs, kw, kh, aw, ah, ctx),
    )
    assert ok


def main():
    parser = grid_parser(__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=["compute_layout", "core"], default="compute_layout")
    parser.add_argument("--check", action="store_true", help="print the first and last cells' boxes to stderr")
    parser.add_argument("--measured", action="store_true", help="every cell its own height")
    parser.add_argument("--frames", help="write every cell's box to this file as JSON")
    args = parser.parse_args()

    root = build(args.cells, args.width, args.row_height, args.gap, args.measured)
    available = SizeAvailableSpace(args.width, 1e9)
    samples = []
    for run in range(args.warmup + args.runs):
        invalidate(root)
        start = time.perf_counter()
        if args.mode == "core":
            run_core(root, available)
        else:
            root.compute_layout((args.width, 1e9))
        elapsed = time.perf_counter() - start
        if run >= args.warmup:
            samples.append(elapsed)
    if args.check:
        import sys
        if args.mode == "core":
            root.compute_layout((args.width, 1e9))
        for child in (root[0], root[1], root[2], root[3], root[-1]):
            print(child.border_box, file=sys.stderr)
    if args.frames:
        root.compute_layout((args.width, 1e9))
        boxes = [[child.border_box.x, child.border_box.y, child.border_box.width, child.border_box.height] for child in root]
        with open(args.frames, "w") as file:
            json.dump(boxes, file)
    print(json.dumps(statistics.median(samples)))


if __name__ == "__main__":
    main()
