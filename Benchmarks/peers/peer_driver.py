"""How a peer script runs: from the command line once, or as complayout-bench's child process.

A peer script builds one grid (untimed) and can then lay it out again and again. From the command
line it times --warmup and --runs layouts and prints the median seconds as one JSON number
(--frames PATH also writes every cell's box there). With --serve it is complayout-bench's child:
it prints `ready LAYOUT` (how it built the grid: `grid` or `flexbox`), then answers each line
on standard input:

  run     lays the grid out once; answers the seconds the timed call took, as a JSON number
  frames  answers every cell's box [x, y, width, height], in the grid's coordinates, as one JSON line
  quit    (or the end of standard input) ends the process

so the bench can time complayout and the peer alternately, run by run.
"""

import json
import statistics
import sys


def add_driver_options(parser):
    """The options every peer script takes besides the grid's."""
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--serve", action="store_true", help="answer run/frames/quit on standard input")
    parser.add_argument("--frames", help="write every cell's box to this file as JSON (without --serve)")


def drive(args, layout_name, lay_out, boxes):
    """Runs the peer as `args` ask: `lay_out()` returns the seconds of one timed layout, `boxes()`
    every cell's box after a layout."""
    if args.serve:
        serve(layout_name, lay_out, boxes)
        return
    samples = [lay_out() for _ in range(args.warmup + args.runs)][args.warmup:]
    if args.frames:
        with open(args.frames, "w") as file:
            json.dump(boxes(), file)
    print(json.dumps(statistics.median(samples)))


def serve(layout_name, lay_out, boxes):
    print(f"ready {layout_name}", flush=True)
    for line in sys.stdin:
        command = line.strip()
        if command == "run":
            answer = lay_out()
        elif command == "frames":
            answer = boxes()
        elif command == "quit":
            return
        else:
            answer = f"unknown command {command!r}"
        print(json.dumps(answer), flush=True)
