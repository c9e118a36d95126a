#!/usr/bin/env python3
"""Peer benchmark: complayout-bench's three-column grid laid out by Taffy (Rust) via `stretchable`.

The grid matches complayout-bench's: a container --width points wide, three equal columns, the
same --gap between columns and between rows, no padding, --cells cells. Uniform, every row is
--row-height high; with --measured, cell i is 60 + (i * 37) % 97 points high, at the top of a row
as tall as its tallest cell.

Taffy lays it out with CSS Grid: three `1fr` columns and one explicit row track per row
(`repeat(rows, 100px)`, or `auto` when measured; explicit tracks are about 3× faster in Taffy than
implicit `grid-auto-rows`). Taffy numbers grid lines with 16-bit integers, so a grid of more than
32,767 rows cannot be laid out (this stretchable's Taffy then tries to allocate 8 GiB); such a grid
is built as Yoga's is instead (flexbox: a column of rows of three leaves sharing the row's width,
yoga_grid.py), and the script says `flexbox` where it would say `grid`.

Building the node tree from Python is slow and is NOT timed. Before each timed layout every node
is marked dirty (untimed), so Taffy's caches are cold and the whole grid is solved again.

  --mode core            (default) time only the Rust call `taffylib.node_compute_layout_with_measure`,
                         no read-back: the layout computation alone.
  --mode compute_layout  time `Node.compute_layout`: Taffy's layout plus stretchable's read-back of
                         every node's box into Python objects.

How it is run and what it prints: peer_driver.py.
"""

import time

from stretchable import Node, Style
from stretchable.node import taffy, taffylib, _measure_callback, _node_refs
from stretchable.style.geometry.size import SizeAvailableSpace

from grid_options import grid_parser, measured_height
from peer_driver import drive

# The most rows Taffy's CSS Grid can hold: its grid lines are 16-bit signed integers.
GRID_ROW_LIMIT = 32_767


class Styles:
    """One `Style` per distinct leaf: building a style in stretchable costs about a millisecond."""

    def __init__(self):
        self._styles = {}

    def __call__(self, inline):
        if inline not in self._styles:
            self._styles[inline] = Style.from_inline(inline)
        return self._styles[inline]


def leaf_height(index, args):
    """Leaf `index`'s height; 0 for the empty leaves that fill the last row."""
    if index >= args.cells:
        return 0
    return measured_height(index) if args.measured else args.row_height


def build_grid(args, rows):
    """The root grid node; its leaves are its children, in item order."""
    track = "auto" if args.measured else f"{args.row_height}px"
    root = Node(
        style=Style.from_inline(
            f"display: grid; width: {args.width}px; grid-template-columns: 1fr 1fr 1fr; "
            f"grid-template-rows: repeat({rows}, {track}); column-gap: {args.gap}px; row-gap: {args.gap}px"
        )
    )
    styles = Styles()
    if args.measured:
        root.extend(Node(style=styles(f"height: {measured_height(i)}px; align-self: start")) for i in range(args.cells))
    else:
        root.extend(Node(style=styles("")) for _ in range(args.cells))
    return root


def build_flexbox(args, rows):
    """The root column of rows, each of three leaves (the last row's missing cells as empty leaves)."""
    root = Node(
        style=Style.from_inline(f"display: flex; flex-direction: column; width: {args.width}px; row-gap: {args.gap}px")
    )
    styles = Styles()
    row_style = styles(f"display: flex; flex-direction: row; align-items: start; column-gap: {args.gap}px")
    for first in range(0, 3 * rows, 3):
        row = Node(style=row_style)
        row.extend(
            Node(style=styles(f"flex-grow: 1; flex-basis: 0px; height: {leaf_height(i, args)}px"))
            for i in range(first, first + 3)
        )
        root.append(row)
    return root


def nodes(root):
    """Every node under `root`, and `root`."""
    for child in root:
        yield from nodes(child)
    yield root


def boxes(root, args, flexbox):
    """Every cell's box [x, y, width, height] in the root's coordinates."""
    root.compute_layout((args.width, 1e9))
    if not flexbox:
        return [[leaf.border_box.x, leaf.border_box.y, leaf.border_box.width, leaf.border_box.height] for leaf in root]
    found = []
    for row in root:
        for leaf in row:
            box = leaf.border_box
            found.append([box.x, row.border_box.y + box.y, box.width, box.height])
    return found[:args.cells]


def main():
    parser = grid_parser(__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=["core", "compute_layout"], default="core")
    args = parser.parse_args()

    rows = (args.cells + 2) // 3
    flexbox = rows > GRID_ROW_LIMIT
    root = build_flexbox(args, rows) if flexbox else build_grid(args, rows)
    every_node = list(nodes(root))
    available = SizeAvailableSpace(args.width, 1e9)

    def lay_out():
        for node in every_node:
            node.mark_dirty()
        start = time.perf_counter()
        if args.mode == "core":
            ok = taffylib.node_compute_layout_with_measure(
                taffy._ptr,
                root._node_id,
                available.to_dict(),
                lambda kw, kh, aw, ah, ctx: _measure_callback(_node_refs, kw, kh, aw, ah, ctx),
            )
            assert ok
        else:
            root.compute_layout((args.width, 1e9))
        return time.perf_counter() - start

    drive(args, "flexbox" if flexbox else "grid", lay_out, lambda: boxes(root, args, flexbox))


if __name__ == "__main__":
    main()
