"""The command-line options both peer scripts take: the grid benchmark 4 and 8 lay out."""
import argparse


def grid_parser(description):
    """A parser with the grid's size, spacing and timing options; each script adds its own."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--cells", type=int, default=10_000)
    parser.add_argument("--width", type=float, default=390)
    parser.add_argument("--row-height", type=float, default=100)
    parser.add_argument("--gap", type=float, default=8)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=3)
    return parser
