#!/usr/bin/env python3
"""Reads a PNG with the standard library alone (zlib, struct) and prints, as JSON, its size,
how many distinct colours it has, the colour of each pixel asked for, and how many pixels have
each colour asked for.

Usage: png_probe.py FILE.png [X,Y ...] [#rrggbb ...]
Colours are "#rrggbb", or "#rrggbbaa" when the pixel is not opaque. Handles what rsvg-convert
writes: 8-bit RGB or RGBA, not interlaced.
"""
import json
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    position, header, compressed = 8, None, b""
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed += body
        elif kind == b"IEND":
            break
    width, height, depth, colour_type, _, _, interlace = header
    if depth != 8 or colour_type not in (2, 6) or interlace != 0:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {colour_type}, interlace {interlace}")
    channels = 4 if colour_type == 6 else 3
    raw = zlib.decompress(compressed)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - up_left
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - up_left))
                predictor = left if distances[0] <= distances[1] and distances[0] <= distances[2] else (
                    up if distances[1] <= distances[2] else up_left)
                line[i] = (line[i] + predictor) & 0xFF
            elif kind != 0:
                raise ValueError(f"unknown filter {kind}")
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def colour(rows, channels, x, y):
    pixel = rows[y][x * channels:(x + 1) * channels]
    text = "#" + "".join(f"{component:02x}" for component in pixel[:3])
    if channels == 4 and pixel[3] != 255:
        text += f"{pixel[3]:02x}"
    return text


def main(arguments):
    width, height, channels, rows = read_png(arguments[0])
    counts = {}
    for y in range(height):
        for x in range(width):
            pixel = rows[y][x * channels:(x + 1) * channels]
            counts[pixel] = counts.get(pixel, 0) + 1
    pixels, colour_counts = [], {}
    for argument in arguments[1:]:
        if argument.startswith("#"):
            wanted = bytes.fromhex(argument[1:]) + (b"\xff" if channels == 4 else b"")
            colour_counts[argument] = counts.get(wanted, 0)
            continue
        x, y = (int(value) for value in argument.split(","))
        pixels.append(colour(rows, channels, x, y) if 0 <= x < width and 0 <= y < height else None)
    print(json.dumps({
        "width": width, "height": height, "distinctColours": len(counts), "pixels": pixels,
        "counts": colour_counts,
    }))


if __name__ == "__main__":
    main(sys.argv[1:])
