#ifndef COMPLAYOUT_REFERENCE_WRITER_H
#define COMPLAYOUT_REFERENCE_WRITER_H

#include <stddef.h>

/// Receives each filled block of output bytes.
typedef void (*ComplayoutReferenceSink)(const unsigned char *bytes, size_t count, void *context);

/// The reference for benchmark 7 (docs/performance.md): the JSON Lines element records of a
/// one-section vertical grid of `items` cells, `columns` to a row, the cell at column c and row r
/// having the frame (inset + c * columnPitch, inset + r * rowPitch, width, height), written in C
/// into a 64 KiB block handed to `sink` whenever it might not take the next line. Only integral
/// frames are printed exactly as complayout prints them; the benchmark checks the bytes are equal.
/// Returns the number of bytes written.
size_t complayout_reference_grid_lines(
    long items, long columns, double inset, double columnPitch, double rowPitch, double width, double height,
    ComplayoutReferenceSink sink, void *context);

#endif
