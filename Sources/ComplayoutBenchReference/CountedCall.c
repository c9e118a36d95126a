#include "CountedCall.h"

__attribute__((noinline)) void complayout_bench_counted_call(void (*work)(void *context), void *context) {
    work(context);
}
