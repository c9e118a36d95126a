#ifndef COMPLAYOUT_COUNTED_CALL_H
#define COMPLAYOUT_COUNTED_CALL_H

/// Calls `work(context)`. Its only purpose is its name: callgrind collects the instructions of
/// this function and its callees alone with `--toggle-collect=complayout_bench_counted_call`
/// (benchmark 11), a C name that no build mangles, inlines or strips.
void complayout_bench_counted_call(void (*work)(void *context), void *context);

#endif
