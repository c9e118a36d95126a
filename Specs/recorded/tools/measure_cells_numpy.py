#!/usr/bin/env python3
"""Measure gray rounded-rect cells in a screenshot (pixels -> points).
usage: measure.py IMAGE SCALE [ORIGIN_Y_PT]
Prints each connected gray component: bbox in px and in pt (relative to ORIGIN_Y_PT)."""
import sys
import numpy as np
from PIL import Image
from scipy import ndimage

path, scale = sys.argv[1], float(sys.argv[2])
oy = float(sys.argv[3]) if len(sys.argv) > 3 else 0.0
a = np.asarray(Image.open(path).convert('RGB')).astype(int)
r, g, b = a[..., 0], a[..., 1], a[..., 2]
gray = (abs(r - g) < 12) & (abs(g - b) < 12) & (r > 120) & (r < 215)
lab, n = ndimage.label(gray)
objs = ndimage.find_objects(lab)
rows = []
for i, sl in enumerate(objs):
    ys, xs = sl
    h, w = ys.stop - ys.start, xs.stop - xs.start
    if h < 30 or w < 30:
        continue
    # refine: use the middle row / column for crisp straight edges
    cy = (ys.start + ys.stop) // 2
    cx = (xs.start + xs.stop) // 2
    row = lab[cy, :] == i + 1
    col = lab[:, cx] == i + 1
    x0, x1 = np.argmax(row), len(row) - np.argmax(row[::-1])
    y0, y1 = np.argmax(col), len(col) - np.argmax(col[::-1])
    # partial-coverage check on the edges (antialiasing): report edge pixel values
    rows.append((y0, x0, x1, y1, a[cy, max(x0-1,0)][0], a[cy, min(x1, a.shape[1]-1)][0], a[max(y0-1,0), cx][0], a[min(y1, a.shape[0]-1), cx][0]))
rows.sort()
for y0, x0, x1, y1, le, re, te, be in rows:
    print(f"px x={x0:5d} y={y0:5d} w={x1-x0:5d} h={y1-y0:5d} | pt x={x0/scale:9.3f} y={y0/scale-oy:9.3f} w={(x1-x0)/scale:8.3f} h={(y1-y0)/scale:8.3f} | edge px L{le} R{re} T{te} B{be}")
