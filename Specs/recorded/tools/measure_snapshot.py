#!/usr/bin/env python3
"""measure_snapshot.py - measure solid-colour rectangles in a snapshot PNG.

Standard library only (zlib + struct); no PIL, no numpy.

Usage:
    python3 measure_snapshot.py IMAGE.png [--scale 3] [--tol 8] [--min 6]
                                [--bg auto|RRGGBB] [--origin X,Y] [--json]
                                [--colors RRGGBB,RRGGBB,...]

What it does
  1. Decodes the PNG: 8-bit greyscale, grey+alpha, RGB, RGBA or palette,
     non-interlaced. Anything else (16-bit, 1/2/4-bit, Adam7 interlacing)
     is refused with a clear message.
  2. Splits every row into runs of "the same colour": a pixel joins the
     current run if each of its R, G, B, A channels differs by at most --tol
     (default 8 of 255) from the run's first pixel. Runs of the background
     colour (the most common colour of the image's left and right
     edge columns, or --bg) are dropped.
     Runs shorter than --minrun pixels (default 3) are dropped too: they are
     the anti-aliased pixels of rounded corners, which can happen to match
     another element's colour (grey cell corner on white = light grey).
  3. Joins runs of similar colour (same tolerance) that overlap on
     vertically adjacent rows (4-connectivity) into components.
  4. Takes each component's box from its robust edges: the left (right) edge
     is the x that at least 5% of its rows reach, top and bottom the first
     and last rows covering at least 10% of that width. A few rows of
     anti-aliased text or corner pixels that touch an element and happen to
     match its colour therefore cannot widen it; where this box differs from
     the plain bounding box, both are printed.
  5. Prints each component at least --min pixels wide and high: its colour,
     its bounding box in pixels, and the same box in points (pixels / scale,
     3 decimals), minus --origin (points) if given, plus its fill ratio
     (component pixels / box area) and "clip" flags when the box touches an
     image edge, or the --viewport rectangle's edge (such an element is cut off by the viewport: its frame is not
     complete and must not be used).

Threshold and anti-aliasing: UIKit snaps frames to the pixel grid, so a solid
cell's straight edges are crisp: the edge pixel is either fully the cell's
colour or fully the neighbour's. Anti-aliased pixels (rounded corners, text)
differ from the fill by far more than --tol and are left out of the
component; they cannot widen the bounding box, and since the middle of each
edge is crisp the box is the frame. Rounded corners therefore do not change
the box. Text inside a cell only makes holes (lower fill ratio). Two
touching elements of the same colour merge into one component: check the
fill ratio and the image.  A bordered element (border colour different from
its fill) is found as the ring of its border colour; the ring's box is the
frame.

Coordinates: the image is the view's bounds. To get content coordinates
subtract the viewport position of content (0,0), e.g. --origin 0,44 when the
content is offset by a 44-pt adjusted top inset.
"""
import json
import struct
import sys
import zlib


class PNGError(Exception):
    pass


def decode_png(path):
    """Return (width, height, rows) with rows a list of lists of (r,g,b,a)."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise PNGError("not a PNG file")
    pos = 8
    idat = []
    ihdr = None
    palette = None
    trns = None
    while pos < len(data):
        (length,) = struct.unpack(">I", data[pos:pos + 4])
        ctype = data[pos + 4:pos + 8]
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if ctype == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif ctype == b"PLTE":
            palette = [tuple(body[i:i + 3]) for i in range(0, len(body), 3)]
        elif ctype == b"tRNS":
            trns = body
        elif ctype == b"IDAT":
            idat.append(body)
        elif ctype == b"IEND":
            break
    if ihdr is None:
        raise PNGError("no IHDR chunk")
    width, height, depth, ctype, comp, filt, interlace = ihdr
    if depth != 8:
        raise PNGError("bit depth %d not supported (only 8-bit)" % depth)
    if interlace != 0:
        raise PNGError("interlaced (Adam7) PNG not supported")
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}.get(ctype)
    if channels is None:
        raise PNGError("colour type %d not supported" % ctype)
    if ctype == 3 and palette is None:
        raise PNGError("palette image without PLTE")
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    bpp = channels
    prev = bytearray(stride)
    rows = []
    p = 0
    for _y in range(height):
        ftype = raw[p]
        line = bytearray(raw[p + 1:p + 1 + stride])
        p += 1 + stride
        if ftype == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif ftype == 2:
            for i in range(stride):
                line[i] = (line[i] + prev[i]) & 255
        elif ftype == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 255
        elif ftype == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = prev[i]
                c = prev[i - bpp] if i >= bpp else 0
                pa = abs(b - c)
                pb = abs(a - c)
                pc = abs(a + b - 2 * c)
                if pa <= pb and pa <= pc:
                    pr = a
                elif pb <= pc:
                    pr = b
                else:
                    pr = c
                line[i] = (line[i] + pr) & 255
        elif ftype != 0:
            raise PNGError("bad filter type %d" % ftype)
        prev = line
        if ctype == 6:
            px = [tuple(line[i:i + 4]) for i in range(0, stride, 4)]
        elif ctype == 2:
            px = [tuple(line[i:i + 3]) + (255,) for i in range(0, stride, 3)]
        elif ctype == 0:
            px = [(v, v, v, 255) for v in line]
        elif ctype == 4:
            px = [(line[i], line[i], line[i], line[i + 1]) for i in range(0, stride, 2)]
        else:
            px = []
            for v in line:
                r, g, b = palette[v]
                a = trns[v] if trns is not None and v < len(trns) else 255
                px.append((r, g, b, a))
        rows.append(px)
    return width, height, rows


def close(c1, c2, tol):
    return (abs(c1[0] - c2[0]) <= tol and abs(c1[1] - c2[1]) <= tol
            and abs(c1[2] - c2[2]) <= tol and abs(c1[3] - c2[3]) <= tol)


def parse_hex(s):
    s = s.strip().lstrip("#")
    if len(s) == 6:
        s += "ff"
    return tuple(int(s[i:i + 2], 16) for i in range(0, 8, 2))


def hexc(c):
    return "%02x%02x%02x%s" % (c[0], c[1], c[2], "" if c[3] == 255 else "/%02x" % c[3])


def find_components(width, height, rows, bg, tol, only=None, minrun=1):
    parent = []

    def find(a):
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    runs_prev = []  # (x0, x1, colour, id)
    runinfo = []    # per id: list of (y, x0, x1)
    colours = []
    for y in range(height):
        row = rows[y]
        runs = []
        x = 0
        while x < width:
            c = row[x]
            x1 = x + 1
            while x1 < width and close(row[x1], c, tol):
                x1 += 1
            keep = not close(c, bg, tol)
            if keep and x1 - x < minrun:
                keep = False
            if keep and only is not None:
                keep = any(close(c, o, tol) for o in only)
            if keep:
                rid = len(parent)
                parent.append(rid)
                runinfo.append((y, x, x1))
                colours.append(c)
                runs.append((x, x1, c, rid))
            x = x1
        # union with overlapping runs of previous row
        j = 0
        for (a0, a1, ac, aid) in runs:
            while j < len(runs_prev) and runs_prev[j][1] <= a0:
                j += 1
            k = j
            while k < len(runs_prev) and runs_prev[k][0] < a1:
                b0, b1, bc, bid = runs_prev[k]
                if close(ac, bc, tol):
                    ra, rb = find(aid), find(bid)
                    if ra != rb:
                        parent[ra] = rb
                k += 1
        runs_prev = runs
    comps = {}
    for rid in range(len(parent)):
        r = find(rid)
        y, x0, x1 = runinfo[rid]
        c = comps.get(r)
        if c is None:
            c = comps[r] = {"rows": {}, "n": 0, "col": {}}
        row = c["rows"].get(y)
        if row is None:
            c["rows"][y] = [x0, x1]
        else:
            row[0] = min(row[0], x0)
            row[1] = max(row[1], x1)
        c["n"] += x1 - x0
        cc = colours[rid]
        c["col"][cc] = c["col"].get(cc, 0) + x1 - x0
    out = []
    for c in comps.values():
        rows_ = c["rows"]
        ys = sorted(rows_)
        raw = (min(v[0] for v in rows_.values()), ys[0], max(v[1] for v in rows_.values()), ys[-1] + 1)
        # robust edges: an edge is where at least 5% of the rows reach (top/bottom: the first/last
        # row spanning 10% of the width); a stray row of anti-aliased text touching the element
        # cannot move it
        k = int(len(ys) * 0.05)
        left = sorted(v[0] for v in rows_.values())[k]
        right = sorted((v[1] for v in rows_.values()), reverse=True)[k]
        need = 0.1 * (right - left)
        full = [y for y in ys if min(rows_[y][1], right) - max(rows_[y][0], left) >= need]
        top, bottom = (full[0], full[-1] + 1) if full else (raw[1], raw[3])
        colour = max(c["col"], key=c["col"].get)  # the colour covering most pixels
        out.append([left, top, right, bottom, c["n"], colour, raw])
    return out


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("image")
    ap.add_argument("--scale", type=float, default=3.0)
    ap.add_argument("--tol", type=int, default=8)
    ap.add_argument("--min", type=int, default=6, help="minimum width/height in pixels")
    ap.add_argument("--bg", default="auto")
    ap.add_argument("--minrun", type=int, default=3,
                    help="ignore runs shorter than this many pixels (anti-aliased corners)")
    ap.add_argument("--viewport", default=None,
                    help="X,Y,W,H in points: the collection view's visible rectangle; "
                         "rects touching its edges are flagged clipped")
    ap.add_argument("--origin", default="0,0", help="content origin in points, X,Y")
    ap.add_argument("--colors", default=None, help="only these colours (hex, comma separated)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    try:
        w, h, rows = decode_png(a.image)
    except PNGError as e:
        sys.stderr.write("%s: error: %s\n" % (a.image, e))
        return 2
    if a.bg == "auto":
        # the most common colour on the image's left and right edges
        counts = {}
        for row in rows:
            for c in (row[0], row[-1]):
                counts[c] = counts.get(c, 0) + 1
        bg = max(counts, key=counts.get)
    else:
        bg = parse_hex(a.bg)
    only = [parse_hex(s) for s in a.colors.split(",")] if a.colors else None
    ox, oy = (float(v) for v in a.origin.split(","))
    comps = find_components(w, h, rows, bg, a.tol, only, a.minrun)
    if a.viewport:
        vx, vy, vw, vh = (round(float(v) * a.scale) for v in a.viewport.split(','))
    else:
        vx, vy, vw, vh = 0, 0, w, h
    out = []
    for (x0, y0, x1, y1, n, c, raw) in comps:
        if x1 - x0 < a.min or y1 - y0 < a.min:
            continue
        clip = "".join(f for f, cond in (("L", x0 <= vx), ("T", y0 <= vy), ("R", x1 >= vx + vw),
                                              ("B", y1 >= vy + vh)) if cond)
        s = a.scale
        out.append({
            "colour": hexc(c),
            "px": [x0, y0, x1 - x0, y1 - y0],
            "frame": [round(x0 / s - ox, 3), round(y0 / s - oy, 3),
                      round((x1 - x0) / s, 3), round((y1 - y0) / s, 3)],
            "fill": round(n / float((x1 - x0) * (y1 - y0)), 3),
            "clip": clip,
            "raw_px": list(raw) if tuple(raw) != (x0, y0, x1, y1) else None,
        })
    out.sort(key=lambda e: (e["px"][1], e["px"][0]))
    if a.json:
        print(json.dumps({"image": {"width": w, "height": h, "scale": a.scale,
                                    "points": [round(w / a.scale, 3), round(h / a.scale, 3)],
                                    "background": hexc(bg)}, "rects": out}, indent=1))
        return 0
    print("image %d x %d px = %.3f x %.3f pt @%gx, background %s"
          % (w, h, w / a.scale, h / a.scale, a.scale, hexc(bg)))
    print("%-10s %8s %8s %8s %8s   %-22s %5s %s" % ("colour", "x", "y", "width", "height", "pixels x,y,w,h", "fill", "clip"))
    for e in out:
        f = e["frame"]
        print("%-10s %8.3f %8.3f %8.3f %8.3f   %-22s %5.3f %s%s"
              % (e["colour"], f[0], f[1], f[2], f[3], ",".join(map(str, e["px"])), e["fill"], e["clip"],
                 "  (raw box %s)" % ",".join(map(str, e["raw_px"])) if e["raw_px"] else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
