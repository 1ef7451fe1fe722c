"""Per-question wall time of the one-shot path vs the adaptive controller, measured in the same run.

    .venv/bin/python benchmarks/pipeline.py                       # hotpotqa, 40 questions, embedded verifier
    .venv/bin/python benchmarks/pipeline.py --n 100 --verifier lexical --cache-dir /tmp/claimbound-bench

The index is built once into ``--cache-dir`` (outside the repository) and reused. Models are warmed up before
timing. Each question runs one-shot then adaptive (alternating which goes first) so both see the same load.
Prints p50 / p95 per path, their ratio, statuses, and a rough answer-hit rate (a gold answer, as whole words,
in the text of an answered or degraded answer).
Targets (issue 5): adaptive p50 <= 0.5 s with models warm; adaptive / one-shot <= 2.0.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    if not xs:
        return float("nan")
    i = min(len(xs) - 1, max(0, round(q * (len(xs) - 1))))
    return xs[i]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--dataset", default="hotpotqa")
    ap.add_argument("--n", type=int, default=40, help="questions to time (default 40)")
    ap.add_argument("--cache-dir", default="/tmp/claimbound-bench", help="where the index is built once")
    ap.add_argument("--verifier", default="embedded")
    ap.add_argument("--threads", type=int, default=1, help="torch threads (default 1; 2 oversubscribes a shared 2-core box)")
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--json-out", default=None, help="also write the per-question rows as JSON")
    args = ap.parse_args()

    import torch

    torch.set_num_threads(args.threads)

    from claimbound.claims import Principal
    from claimbound.paths import datasets_dir
    from claimbound.pipeline import Pipeline, Settings
    from claimbound.retrieval import Index

    data = datasets_dir() / args.dataset
    index_dir = Path(args.cache_dir) / args.dataset
    if not (index_dir / "manifest.json").exists() and not index_dir.exists():
        t0 = time.perf_counter()
        Index.build(data, index_dir)
        print(f"built the index in {time.perf_counter() - t0:.1f} s -> {index_dir}")
    questions = [json.loads(line) for line in (data / "questions.jsonl").read_text(encoding="utf-8").splitlines() if line]
    questions = questions[: args.n]

    pipe = Pipeline.from_index(index_dir, settings=Settings(verifier=args.verifier))
    principal = Principal()
    pipe.warm_up()
    for q in questions[: args.warmup]:
        pipe.ask(q["question"], principal)
        pipe.one_shot(q["question"], principal)

    rows = []
    for i, q in enumerate(questions):
        order = ("one_shot", "adaptive") if i % 2 == 0 else ("adaptive", "one_shot")
        row: dict[str, object] = {"id": q["id"], "question": q["question"]}
        for mode in order:
            t0 = time.perf_counter()
            ans = pipe.one_shot(q["question"], principal) if mode == "one_shot" else pipe.ask(q["question"], principal)
            dt = time.perf_counter() - t0
            hit = any(
                re.search(r"(?<!\w)" + re.escape(a.lower()) + r"(?!\w)", ans.text.lower()) for a in q.get("answers", [])
            )
            row[mode] = {
                "s": dt,
                "status": ans.status.value,
                "stop": ans.stop_reason.value,
                "hit": hit and ans.status.value in ("answered", "degraded"),
                "queries": ans.cost.queries,
                "pairs": ans.cost.verifier_pairs,
                "hops": ans.cost.hops,
            }
        rows.append(row)

    training = subprocess.run(["pgrep", "-f", "[t]rain_nli"], capture_output=True, text=True).stdout.split()
    print(
        f"dataset {args.dataset}: {len(rows)} questions, verifier {pipe.verifier.name}, torch threads {args.threads}, "
        f"NLI training running: {'yes' if training else 'no'}"
    )
    print(f"{'path':<10} {'p50 s':>7} {'p95 s':>7} {'mean s':>7} {'queries':>8} {'pairs':>6} {'hit':>5}  statuses / stops")
    stats = {}
    for mode in ("one_shot", "adaptive"):
        ts = [r[mode]["s"] for r in rows]  # type: ignore[index]
        st = Counter(r[mode]["status"] for r in rows)  # type: ignore[index]
        sp = Counter(r[mode]["stop"] for r in rows)  # type: ignore[index]
        hits = sum(bool(r[mode]["hit"]) for r in rows)  # type: ignore[index]
        q = statistics.mean(r[mode]["queries"] for r in rows)  # type: ignore[index]
        p = statistics.mean(r[mode]["pairs"] for r in rows)  # type: ignore[index]
        stats[mode] = (pct(ts, 0.5), pct(ts, 0.95))
        print(
            f"{mode:<10} {pct(ts, 0.5):>7.3f} {pct(ts, 0.95):>7.3f} {statistics.mean(ts):>7.3f} {q:>8.1f} {p:>6.1f} "
            f"{hits / len(rows):>5.2f}  {dict(st)} / {dict(sp)}"
        )
    r50 = stats["adaptive"][0] / stats["one_shot"][0]
    r95 = stats["adaptive"][1] / stats["one_shot"][1]
    print(f"ratio adaptive/one-shot: p50 {r50:.2f}, p95 {r95:.2f}   (targets: adaptive p50 <= 0.5 s, ratio <= 2.0)")
    if args.json_out:
        Path(args.json_out).write_text(json.dumps(rows, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
