#include "ReferenceWriter.h"

#include <stdio.h>
#include <string.h>

enum { blockSize = 1 << 16, longestLine = 512 };

/// Writes `value` in decimal at `out`; returns the byte after it.
static unsigned char *write_integer(unsigned char *out, long long value) {
    unsigned long long magnitude = value < 0 ? 0ULL - (unsigned long long)value : (unsigned long long)value;
    if (value < 0) *out++ = '-';
    unsigned char digits[20];
    int count = 0;
    do {
        digits[count++] = (unsigned char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude != 0);
    while (count > 0) *out++ = digits[--count];
    return out;
}

/// Writes a frame component: whole numbers below 10^15 as integers, others with `%.17g`.
static unsigned char *write_number(unsigned char *out, double value) {
    if (value > -1e15 && value < 1e15 && (double)(long long)value == value) {
        return write_integer(out, (long long)value);
    }
    return out + snprintf((char *)out, 32, "%.17g", value);
}

#define APPEND(out, literal) (memcpy((out), (literal), sizeof(literal) - 1), (out) += sizeof(literal) - 1)

size_t complayout_reference_grid_lines(
    long items, long columns, double inset, double columnPitch, double rowPitch, double width, double height,
    ComplayoutReferenceSink sink, void *context) {
    unsigned char block[blockSize];
    unsigned char *out = block;
    size_t total = 0;
    for (long item = 0; item < items; item++) {
        if ((size_t)(out - block) > blockSize - longestLine) {
            sink(block, (size_t)(out - block), context);
            total += (size_t)(out - block);
            out = block;
        }
        long row = item / columns, column = item % columns;
        APPEND(out, "{ \"category\": \"cell\", \"indexPath\": [0, ");
        out = write_integer(out, item);
        APPEND(out, "], \"frame\": { \"x\": ");
        out = write_number(out, inset + (double)column * columnPitch);
        APPEND(out, ", \"y\": ");
        out = write_number(out, inset + (double)row * rowPitch);
        APPEND(out, ", \"width\": ");
        out = write_number(out, width);
        APPEND(out, ", \"height\": ");
        out = write_number(out, height);
        APPEND(out, " }, \"zIndex\": 0 }\n");
    }
    sink(block, (size_t)(out - block), context);
    return total + (size_t)(out - block);
}
