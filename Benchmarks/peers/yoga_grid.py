#!/usr/bin/env python3
"""Peer benchmark: complayout-bench's three-column grid laid out by Yoga (flexbox, C++) via `pyyoga`.

Yoga has no grid: the grid is a column of rows, each row three leaves that share its width
(`flex-grow: 1; flex-basis: 0`), with the same gap between columns and between rows, and Yoga's
pixel grid at scale 3 (as complayout's default display). With --measured every leaf has its own
height, 60 + (i * 37) % 97 points, at the top of a row as tall as its tallest leaf; otherwise
every leaf is --row-height high.

Each timed run lays out a tree built afresh (untimed), so nothing is cached; the timed call is
`Node.calculate_layout`, Yoga's native layout. Printed: one JSON number, the median seconds.
--frames PATH writes every leaf's box [x, y, width, height] to PATH as JSON, for the bench to
check against its own frames.
"""

import json
import statistics
import time

import pyyoga as yoga

from grid_options import grid_parser


def measured_height(index):
    """Leaf `index`'s height in the measured grid; MeasuredGrid.height(of:) in the bench."""
    return 60 + (index * 37) % 97


def build(cells, width, row_height, gap, measured):
    """The root column and its rows of three leaves (untimed)."""
    config = yoga.Config()
    config.point_scale_factor = 3
    root = yoga.Node(config)
    root.width = width
    root.flex_direction = yoga.FlexDirection.Column
    root.set_gap(yoga.Gutter.Row, gap)
    for first in range(0, cells, 3):
        row = yoga.Node(config)
        row.flex_direction = yoga.FlexDirection.Row
        row.align_items = yoga.Align.FlexStart
        row.set_gap(yoga.Gutter.Column, gap)
        for index in range(first, first + 3):
            leaf = yoga.Node(config)
            leaf.flex_grow = 1
            leaf.flex_basis = 0
            if index < cells:
                leaf.height = measured_height(index) if measured else row_height
            row.add_child(leaf)
        root.add_child(row)
    return root


def frames(root, cells):
    """Every leaf's box in the root's coordinates."""
    boxes = []
    for row in root.children:
        for leaf in row.children:
            boxes.append([leaf.layout_left, row.layout_top + leaf.layout_top, leaf.layout_width, leaf.layout_height])
    return boxes[:cells]


def main():
    parser = grid_parser(__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=["core"], default="core", help="what is timed: Yoga's native layout call")
    parser.add_argument("--measured", action="store_true", help="every leaf its own height")
    parser.add_argument("--frames", help="write every leaf's box to this file as JSON")
    args = parser.parse_args()

    samples = []
    root = None
    for run in range(args.warmup + args.runs):
        if root is not None:
            root.free_recursive()
        root = build(args.cells, args.width, args.row_height, args.gap, args.measured)
        start = time.perf_counter()
        root.calculate_layout(args.width, float("nan"), yoga.Direction.LTR)
        elapsed = time.perf_counter() - start
        if run >= args.warmup:
            samples.append(elapsed)
    if args.frames:
        with open(args.frames, "w") as file:
            json.dump(frames(root, args.cells), file)
    print(json.dumps(statistics.median(samples)))


if __name__ == "__main__":
    main()
