"""Planner quality on ../shared/datasets (rule planner by default; ``--lm`` adds the DSPy planner).

    .venv/bin/python benchmarks/planner.py                      # rule planner, all items
    .venv/bin/python benchmarks/planner.py --lm openai/local --api-base http://127.0.0.1:8080/v1 --limit 30

Metrics
- MuSiQue: hop-count accuracy (number of sub-questions == number of gold decomposition steps) and sub-question
  token F1 against the gold sub-questions under the best one-to-one alignment (unmatched ones count 0; the score
  divides by max(#gold, #predicted)). References are neutralised on both sides: gold ``#k`` and predicted
  ``{sqk}`` are removed, and MuSiQue's ``entity >> relation`` form is read as words.
- HotpotQA: bridge vs comparison accuracy from ``plan.kind`` (comparison -> comparison, anything else -> bridge).
- MultiHop-RAG: query-type accuracy (inference / comparison / temporal) from the plan: kind temporal -> temporal;
  kind comparison, or a yes/no question / conjunction of closed claims -> comparison; an open (wh-) plan ->
  inference. ``null_query`` items (unanswerable from the corpus - not a property of the question's shape) are
  reported apart and left out of the accuracy.
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import string
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from claimbound.claims import Plan  # noqa: E402
from claimbound.claims.protocols import Planner  # noqa: E402
from claimbound.paths import datasets_dir  # noqa: E402
from claimbound.planner import DSPyPlanner, RulePlanner  # noqa: E402


def load(name: str, limit: int | None) -> list[dict[str, Any]]:
    path = datasets_dir() / name / "questions.jsonl"
    if not path.is_file():
        raise SystemExit(f"missing {path}; set CLAIMBOUND_SHARED to the folder holding datasets/")
    items = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return items[:limit] if limit else items


# --------------------------------------------------------------------------- token F1

_ARTICLES = re.compile(r"\b(a|an|the)\b")


def norm_tokens(text: str) -> list[str]:
    text = re.sub(r"\{sq\d+\}|#\d+", " ", text).replace(">>", " ")
    text = text.lower()
    text = "".join(ch if ch not in string.punctuation else " " for ch in text)
    return _ARTICLES.sub(" ", text).split()


def token_f1(a: str, b: str) -> float:
    ta, tb = norm_tokens(a), norm_tokens(b)
    if not ta or not tb:
        return float(ta == tb)
    common = Counter(ta) & Counter(tb)
    same = sum(common.values())
    if same == 0:
        return 0.0
    p, r = same / len(ta), same / len(tb)
    return 2 * p * r / (p + r)


def aligned_f1(gold: list[str], pred: list[str]) -> float:
    """Best one-to-one alignment (exhaustive: decompositions have at most 4 steps) / max(len)."""
    if not gold or not pred:
        return 0.0
    small, large = (gold, pred) if len(gold) <= len(pred) else (pred, gold)
    best = 0.0
    for perm in itertools.permutations(range(len(large)), len(small)):
        s = sum(token_f1(small[i], large[j]) for i, j in enumerate(perm))
        best = max(best, s)
    return best / max(len(gold), len(pred))


# --------------------------------------------------------------------------- type mappings


def hotpot_type(plan: Plan) -> str:
    return "comparison" if plan.kind == "comparison" else "bridge"


def multihop_rag_type(plan: Plan) -> str:
    if plan.kind == "temporal":
        return "temporal_query"
    if plan.kind == "comparison":
        return "comparison_query"
    if plan.claims and all(c.slot is None for c in plan.claims) and plan.kind in ("yes_no", "conjunction", "claim"):
        return "comparison_query"
    return "inference_query"


# --------------------------------------------------------------------------- runner


def run(planner: Planner, limit: int | None) -> dict[str, Any]:
    out: dict[str, Any] = {"planner": planner.name}
    t0 = time.perf_counter()
    n = 0
    fallbacks = 0

    def plan(q: str) -> Plan:
        nonlocal n, fallbacks
        n += 1
        p = planner.plan(q)
        fallbacks += "fallback" in p.planner
        return p

    mus = load("musique", limit)
    hop_ok, f1s = 0, []
    per_hops: dict[int, list[int]] = {}
    for item in mus:
        gold = [d["question"] for d in item["decomposition"] or []]
        p = plan(item["question"])
        pred = [sq.text for sq in p.sub_questions]
        ok = len(pred) == len(gold)
        hop_ok += ok
        per_hops.setdefault(len(gold), []).append(int(ok))
        f1s.append(aligned_f1(gold, pred))
    out["musique_hop_acc"] = hop_ok / len(mus)
    out["musique_hop_acc_by_gold"] = {k: f"{sum(v)}/{len(v)}" for k, v in sorted(per_hops.items())}
    out["musique_subq_f1"] = sum(f1s) / len(f1s)
    out["musique_n"] = len(mus)

    hp = load("hotpotqa", limit)
    conf: Counter[tuple[str, str]] = Counter()
    for item in hp:
        conf[(item["type"], hotpot_type(plan(item["question"])))] += 1
    out["hotpot_acc"] = sum(v for (g, p), v in conf.items() if g == p) / len(hp)
    out["hotpot_recall"] = {
        t: f"{conf[(t, t)]}/{sum(v for (g, _), v in conf.items() if g == t)}" for t in ("bridge", "comparison")
    }
    out["hotpot_n"] = len(hp)

    mr = load("multihop_rag", limit)
    conf2: Counter[tuple[str, str]] = Counter()
    for item in mr:
        conf2[(item["type"], multihop_rag_type(plan(item["question"])))] += 1
    typed = {k: v for k, v in conf2.items() if k[0] != "null_query"}
    n_typed = sum(typed.values())
    out["mhrag_acc"] = sum(v for (g, p), v in typed.items() if g == p) / max(1, n_typed)
    out["mhrag_recall"] = {
        t: f"{conf2[(t, t)]}/{sum(v for (g, _), v in conf2.items() if g == t)}"
        for t in ("inference_query", "comparison_query", "temporal_query")
    }
    out["mhrag_null_predicted_as"] = dict(Counter(p for (g, p), v in conf2.items() if g == "null_query" for _ in range(v)))
    out["mhrag_n"] = n_typed
    out["seconds_per_question"] = (time.perf_counter() - t0) / max(1, n)
    out["fallbacks"] = fallbacks
    out["questions"] = n
    return out


def table(rows: list[dict[str, Any]]) -> str:
    head = ("| planner | MuSiQue hop acc | MuSiQue sub-q F1 | HotpotQA bridge/comparison acc | "
            "MultiHop-RAG type acc (excl. null) | s/question | fallbacks |")
    lines = [head, "|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(
            f"| {r['planner']} | {r['musique_hop_acc']:.3f} (n={r['musique_n']}) | {r['musique_subq_f1']:.3f} | "
            f"{r['hotpot_acc']:.3f} (n={r['hotpot_n']}) | {r['mhrag_acc']:.3f} (n={r['mhrag_n']}) | "
            f"{r['seconds_per_question']:.4f} | {r['fallbacks']}/{r['questions']} |"
        )
    lines.append("")
    for r in rows:
        lines.append(f"{r['planner']}: MuSiQue hop acc by gold hops {r['musique_hop_acc_by_gold']}; "
                     f"HotpotQA recall {r['hotpot_recall']}; MultiHop-RAG recall {r['mhrag_recall']}; "
                     f"null_query planned as {r['mhrag_null_predicted_as']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limit", type=int, default=None, help="first N items of each dataset")
    ap.add_argument("--lm", default=None, help="also run the DSPy planner with this litellm model string")
    ap.add_argument("--api-base", default=None, help="OpenAI-compatible server URL for --lm")
    ap.add_argument("--max-tokens", type=int, default=1500)
    ap.add_argument("--json", type=Path, default=None, help="also write the results here")
    args = ap.parse_args(argv)
    rows = [run(RulePlanner(), args.limit)]
    if args.lm:
        planner = DSPyPlanner(args.lm, api_base=args.api_base,
                              lm_kwargs={"api_key": "none", "max_tokens": args.max_tokens, "temperature": 0.0})
        rows.append(run(planner, args.limit))
    print(table(rows))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
