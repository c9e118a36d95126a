"""The command-line options both peer scripts take: the grid benchmarks 4 and 8 lay out."""
import argparse

from peer_driver import add_driver_options


def grid_parser(description):
    """A parser with the grid's size and spacing and the driver's options; each script adds its own."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--cells", type=int, default=10_000)
    parser.add_argument("--width", type=float, default=390)
    parser.add_argument("--row-height", type=float, default=100)
    parser.add_argument("--gap", type=float, default=8)
    parser.add_argument("--measured", action="store_true", help="every cell its own height (measured_height)")
    add_driver_options(parser)
    return parser


def measured_height(index):
    """Cell `index`'s height in the measured grid, 60 to 156 points; MeasuredGrid.height(of:) in the bench."""
    return 60 + (index * 37) % 97
