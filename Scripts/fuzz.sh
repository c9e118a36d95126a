#!/usr/bin/env bash
# Fuzzes the front end and the evaluator with libFuzzer for SECONDS seconds (docs/fuzzing.md).
#
#   Scripts/fuzz.sh SECONDS [JOBS] [TARGET]
#
# TARGET is `spec` (the default: bytes read as a spec) or `model` (bytes as the choices that build
# a layout in Swift). Builds Fuzz/ with -sanitize=fuzzer,address into .build-fuzz/; the spec
# target's corpus is seeded from Specs/ and the hostile and regression inputs in Tests/, the model
# target's from the inputs it found before (Tests/FuzzRegressionModels). Then runs. Exits non-zero
# on any crash, timeout, leak or out-of-memory; the input that caused it is written to
# .build-fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:?usage: Scripts/fuzz.sh SECONDS [JOBS] [spec|model]}"
jobs="${2:-1}"
target="${3:-spec}"
scratch=.build-fuzz

COMPLAYOUT_FUZZ=1 swift build -c release --scratch-path "$scratch" --product complayout-fuzz \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -g
fuzzer="$(COMPLAYOUT_FUZZ=1 swift build -c release --scratch-path "$scratch" --show-bin-path)/complayout-fuzz"

# The first directory collects new inputs; the others are read-only seeds.
case "$target" in
spec)
    corpus=("$scratch/corpus" Specs Tests/HostileInputs Tests/FuzzRegressions)
    targetOptions=(-max_len=65536 -dict=Fuzz/complayout.dict)
    ;;
model)
    # A model takes about one byte a choice; a few hundred build the largest the generator makes.
    corpus=("$scratch/corpus-model" Tests/FuzzRegressionModels)
    targetOptions=(-max_len=4096)
    ;;
*)
    echo "Scripts/fuzz.sh: the target is spec or model, not '$target'" >&2
    exit 2
    ;;
esac
mkdir -p "${corpus[0]}" "$scratch/artifacts"

# An input must finish within 30 s (a hang is a failure; inputs take well under 0.1 s, but the
# machine may be shared) and stay under 2 GB. Leaks are checked after inputs that allocate more
# than they free, and at exit (LeakSanitizer is part of AddressSanitizer on Linux).
options=(
    -max_total_time="$seconds"
    -timeout=30
    -rss_limit_mb=2048
    "${targetOptions[@]}"
    -artifact_prefix="$scratch/artifacts/$target-"
    -print_final_stats=1
)
if [ "$jobs" -gt 1 ]; then
    options+=(-fork="$jobs" -ignore_crashes=0)
fi
# The vocabulary tables, built once and kept, are not leaks; Fuzz/lsan.supp says why.
COMPLAYOUT_FUZZ_TARGET="$target" ASAN_OPTIONS="detect_leaks=1:${ASAN_OPTIONS:-}" \
    LSAN_OPTIONS="suppressions=Fuzz/lsan.supp:${LSAN_OPTIONS:-}" "$fuzzer" "${options[@]}" "${corpus[@]}"
