"""Run ``claimbound eval`` on every dataset folder (../shared/datasets/* and examples/policies), then print one
combined table and the issue's targets.

    .venv/bin/python benchmarks/eval_all.py --limit 50 --out runs/eval --index-root /tmp/cb_idx --threads 2

Each dataset gets its own ``OUT/<name>/`` with summary.json, results.json (+ .sha256) and report.html.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from claimbound.paths import datasets_dir

ROOT = Path(__file__).resolve().parent.parent
KEYS = ("decision_accuracy", "label_macro_f1", "answer_in_cited", "short_answer_match", "short_answer_exact",
        "abstention_precision", "abstention_recall", "false_answer_rate", "evidence_recall", "complete_evidence", "mrr",
        "citation_precision", "citation_gold_precision", "claim_coverage", "complete_not_gold", "conflict_precision",
        "conflict_recall", "acl_leak_rate", "hops", "queries", "verifier_pairs", "wall_p50_ms", "wall_p95_ms", "wall_s_per_correct")

# (dataset, metric, system, comparison, threshold) -- the targets of issue 6
TARGETS = [
    ("hotpotqa", "complete_evidence", "adaptive", ">=", 0.80),
    ("hotpotqa", "complete_evidence", "delta", ">=", 0.15),
    ("musique", "complete_evidence", "adaptive", ">=", 0.60),
    ("squad2", "abstention_precision", "adaptive", ">=", 0.80),
    ("squad2", "abstention_recall", "adaptive", ">=", 0.80),
    ("multihop_rag", "abstention_precision", "adaptive", ">=", 0.80),
    ("multihop_rag", "abstention_recall", "adaptive", ">=", 0.80),
    ("scifact", "label_macro_f1", "adaptive", ">=", 0.60),
    ("*", "complete_not_gold", "adaptive", "<=", 0.15),
    ("policies", "acl_leak_rate", "adaptive", "<=", 0.0),
    ("policies", "acl_leak_rate", "one-shot", "<=", 0.0),
]


def folders(only: list[str] | None) -> list[Path]:
    out = sorted(p for p in datasets_dir().iterdir() if (p / "questions.jsonl").is_file())
    out.append(ROOT / "examples" / "policies")
    return [p for p in out if not only or p.name in only]


def _fmt(v: float | None, key: str) -> str:
    if v is None:
        return "n/a"
    if key.startswith("wall") and key.endswith("ms"):
        return f"{v:.0f}"
    if key in ("hops", "queries", "verifier_pairs", "wall_s_per_correct"):
        return f"{v:.2f}"
    return f"{v:.3f}"


def combined(summaries: dict[str, dict]) -> str:
    rows = [["dataset", "metric", "one-shot", "adaptive", "delta (95% CI)", "n (one-shot/adaptive)"]]
    for name, summ in summaries.items():
        systems = {s["system"]: s for s in summ["systems"]}
        deltas = {d["key"]: d for d in summ["deltas"]}
        for key in KEYS:
            ms = {n: next((m for m in s["metrics"] if m["key"] == key), None) for n, s in systems.items()}
            if all(m is None for m in ms.values()):
                continue
            d = deltas.get(key)
            cells = [name, next(m["name"] for m in ms.values() if m)]
            for sysname in ("one-shot", "adaptive"):
                m = ms.get(sysname)
                cells.append(_fmt(m["value"], key) if m else "-")
            cells.append("" if not d or d["mean"] is None else
                         f"{d['mean']:+.3f} [{d['ci_low']:+.3f}, {d['ci_high']:+.3f}]")
            cells.append("/".join(str(ms[n]["denominator"]) if ms.get(n) else "-" for n in ("one-shot", "adaptive")))
            rows.append(cells)
        errs = "/".join(str(systems[n]["n_errors"]) if n in systems else "-" for n in ("one-shot", "adaptive"))
        rows.append([name, "errors (left out of averages)", *errs.split("/"), "", errs])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def targets(summaries: dict[str, dict]) -> str:
    lines = []
    for ds, key, system, op, thr in TARGETS:
        for name in [n for n in summaries if ds in ("*", n)]:
            summ = summaries[name]
            if system == "delta":
                d = next((x for x in summ["deltas"] if x["key"] == key), None)
                v = None if d is None else d["mean"]
            else:
                s = next((x for x in summ["systems"] if x["system"] == system), None)
                m = None if s is None else next((x for x in s["metrics"] if x["key"] == key), None)
                v = None if m is None else m["value"]
            if v is None:
                verdict = "n/a"
            else:
                verdict = "PASS" if (v >= thr if op == ">=" else v <= thr) else "FAIL"
            lines.append(f"{verdict:4}  {name:14} {system:9} {key:22} {_fmt(v, key):>7} (target {op} {thr})")
    return "\n".join(lines)


def details(summaries: dict[str, dict]) -> str:
    """Per dataset and system: failures by stage, stop reasons, and self-complete x gold-complete counts."""
    lines = []
    for name, summ in summaries.items():
        for s in summ["systems"]:
            stages = summ.get("failures_by_stage", {}).get(s["system"], {})
            lines.append(f"{name:14} {s['system']:9} failures by stage {stages}")
            lines.append(f"{'':14} {'':9} stop reasons {s['stop_reasons']}")
            lines.append(f"{'':14} {'':9} self-complete x gold-complete {s['confusion_complete']}")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="runs/eval")
    ap.add_argument("--limit", type=int, default=None, help="first N questions of each dataset")
    ap.add_argument("--sample", type=int, default=None, help="a seeded random sample of N questions of each dataset")
    ap.add_argument("--only", default=None, help="comma-separated dataset names")
    ap.add_argument("--index-root", default=None, help="indexes at INDEX_ROOT/<name> (built there if missing)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--verifier", default=None)
    ap.add_argument("--summarize-only", action="store_true", help="only combine existing OUT/*/summary.json")
    args = ap.parse_args()
    out = Path(args.out)
    busy = subprocess.run(["pgrep", "-f", "[t]rain_nli"], capture_output=True, text=True, check=False).stdout.split()
    print(f"load average {os.getloadavg()}; train_nli running: {'yes' if busy else 'no'}", flush=True)
    summaries: dict[str, dict] = {}
    for folder in folders(args.only.split(",") if args.only else None):
        target = out / folder.name
        if not args.summarize_only:
            cmd = [sys.executable, "-m", "claimbound.cli", "eval", str(folder), "--out", str(target), "--no-progress",
                   "--threads", str(args.threads)]
            if args.limit:
                cmd += ["--limit", str(args.limit)]
            if args.sample:
                cmd += ["--sample", str(args.sample)]
            if args.index_root:
                cmd += ["--index", str(Path(args.index_root) / folder.name)]
            if args.verifier:
                cmd += ["--verifier", args.verifier]
            t0 = time.time()
            print(f"$ {' '.join(cmd)}", flush=True)
            rc = subprocess.run(cmd, check=False).returncode
            print(f"[{folder.name}] exit {rc} in {time.time() - t0:.0f} s", flush=True)
        if (target / "summary.json").is_file():
            summaries[folder.name] = json.loads((target / "summary.json").read_text())
    print()
    print(combined(summaries))
    print()
    print(targets(summaries))
    print()
    print(details(summaries))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
