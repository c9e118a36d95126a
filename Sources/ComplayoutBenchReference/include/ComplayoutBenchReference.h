#ifndef COMPLAYOUT_BENCH_REFERENCE_H
#define COMPLAYOUT_BENCH_REFERENCE_H

// The bench's C side: the reference writer of benchmark 7, and the heap counter and the counted
// call of benchmark 11.
#include "ReferenceWriter.h"
#include "HeapInUse.h"
#include "CountedCall.h"

#endif
