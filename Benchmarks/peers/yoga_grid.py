#!/usr/bin/env python3
"""Peer benchmark: complayout-bench's three-column grid laid out by Yoga (flexbox, C++) via `pyyoga`.

Yoga has no grid: the grid is a column of rows, each row three leaves that share its width
(`flex-grow: 1; flex-basis: 0`), with the same gap between columns and between rows, and Yoga's
pixel grid at scale 3 (as complayout's default display). With --measured every leaf has its own
height, 60 + (i * 37) % 97 points, at the top of a row as tall as its tallest leaf; otherwise
every leaf is --row-height high.

Each timed layout lays out a tree built afresh (untimed), so nothing is cached; the timed call
is `Node.calculate_layout`, Yoga's native layout. How it is run and what it prints: peer_driver.py.
"""

import time

import pyyoga as yoga

from grid_options import grid_parser, measured_height
from peer_driver import drive


def build(args):
    """The root column and its rows of three leaves (untimed)."""
    config = yoga.Config()
    config.point_scale_factor = 3
    root = yoga.Node(config)
    root.width = args.width
    root.flex_direction = yoga.FlexDirection.Column
    root.set_gap(yoga.Gutter.Row, args.gap)
    for first in range(0, args.cells, 3):
        row = yoga.Node(config)
        row.flex_direction = yoga.FlexDirection.Row
        row.align_items = yoga.Align.FlexStart
        row.set_gap(yoga.Gutter.Column, args.gap)
        for index in range(first, first + 3):
            leaf = yoga.Node(config)
            leaf.flex_grow = 1
            leaf.flex_basis = 0
            if index < args.cells:
                leaf.height = measured_height(index) if args.measured else args.row_height
            row.add_child(leaf)
        root.add_child(row)
    return root


def boxes(root, cells):
    """Every leaf's box in the root's coordinates."""
    found = []
    for row in root.children:
        for leaf in row.children:
            found.append([leaf.layout_left, row.layout_top + leaf.layout_top, leaf.layout_width, leaf.layout_height])
    return found[:cells]


def main():
    args = grid_parser(__doc__.splitlines()[0]).parse_args()
    root = None

    def lay_out():
        nonlocal root
        if root is not None:
            root.free_recursive()
        root = build(args)
        start = time.perf_counter()
        root.calculate_layout(args.width, float("nan"), yoga.Direction.LTR)
        return time.perf_counter() - start

    def laid_out_boxes():
        if root is None:
            lay_out()
        return boxes(root, args.cells)

    drive(args, "flexbox", lay_out, laid_out_boxes)


if __name__ == "__main__":
    main()
