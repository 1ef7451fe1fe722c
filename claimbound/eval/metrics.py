"""Aggregate per-question scores into metrics (each with its numerator and denominator) and paired deltas."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import numpy as np
from pydantic import BaseModel, Field

from claimbound.eval.scoring import ItemScore


class Metric(BaseModel):
    """A metric value with what it was computed over. ``value`` is None when the denominator is empty."""

    key: str
    name: str
    value: float | None
    numerator: float | None = None
    denominator: int = 0
    over: str = Field("", description="The denominator in words.")
    higher_is_better: bool = True


class SystemSummary(BaseModel):
    system: str
    n_items: int
    n_errors: int
    metrics: list[Metric]
    confusion_complete: dict[str, int] = Field(
        default_factory=dict, description="self-reported complete (status answered) x gold-complete counts"
    )
    decisions: dict[str, dict[str, int]] = Field(default_factory=dict, description="expected -> predicted -> count")
    stop_reasons: dict[str, int] = Field(default_factory=dict)
    by_type: dict[str, dict[str, float]] = Field(
        default_factory=dict, description="per question type: n, decision accuracy, Complete-evidence (where gold)")

    def metric(self, key: str) -> Metric:
        for m in self.metrics:
            if m.key == key:
                return m
        raise KeyError(key)


class PairedDelta(BaseModel):
    """``b - a`` per question, averaged, with a 95% percentile bootstrap confidence interval."""

    key: str
    name: str
    a: str
    b: str
    n: int
    mean: float | None
    ci_low: float | None
    ci_high: float | None


def _ratio(key: str, name: str, num: float, den: int, over: str, hib: bool = True) -> Metric:
    return Metric(key=key, name=name, value=(num / den) if den else None, numerator=num, denominator=den, over=over,
                  higher_is_better=hib)


def _mean(key: str, name: str, vals: Sequence[float], over: str, hib: bool = True) -> Metric:
    return Metric(key=key, name=name, value=float(np.mean(vals)) if vals else None,
                  numerator=float(np.sum(vals)) if vals else None, denominator=len(vals), over=over,
                  higher_is_better=hib)


def macro_f1(pairs: Sequence[tuple[str, str]], labels: Sequence[str]) -> float | None:
    """Macro-F1 over the labels present in gold or prediction (pairs: (gold, predicted))."""
    if not pairs:
        return None
    present = [lab for lab in labels if any(lab in p for p in pairs)]
    f1s = []
    for lab in present:
        tp = sum(1 for g, p in pairs if g == lab and p == lab)
        fp = sum(1 for g, p in pairs if g != lab and p == lab)
        fn = sum(1 for g, p in pairs if g == lab and p != lab)
        prec = tp / (tp + fp) if tp + fp else 0.0
        rec = tp / (tp + fn) if tp + fn else 0.0
        f1s.append(2 * prec * rec / (prec + rec) if prec + rec else 0.0)
    return float(np.mean(f1s)) if f1s else None


def summarize(system: str, scores: Sequence[ItemScore], *, k: int = 10, labels: Sequence[str] = (),
              claim_metrics: bool | None = None, conflict_metrics: bool | None = None) -> SystemSummary:
    """Aggregate one system's scores. ``claim_metrics`` / ``conflict_metrics`` (default: inferred from the scores)
    decide whether the label and conflict rows appear, so every system of a run has the same rows."""
    ok = [s for s in scores if s.error is None]
    n = len(ok)
    claims = [s for s in ok if s.expected_label is not None]
    questions = [s for s in ok if s.expected_label is None]
    m: list[Metric] = []
    m.append(_ratio("decision_accuracy", "decision accuracy", sum(s.correct for s in ok), n,
                    "scored items (label for claims); a leak counts as wrong"))
    if claim_metrics is None:
        claim_metrics = bool(claims)
    if conflict_metrics is None:
        conflict_metrics = any(s.conflict_gold for s in ok)
    if claim_metrics:
        pairs = [(s.expected_label or "", s.predicted_label or "") for s in claims]
        f1 = macro_f1(pairs, labels or sorted({p for pair in pairs for p in pair}))
        m.append(Metric(key="label_macro_f1", name="claim label macro-F1", value=f1, denominator=len(claims),
                        over="claim items"))
    ans = [s for s in questions if s.answer_in_cited is not None]
    m.append(_ratio("answer_in_cited", "answer inside cited spans", sum(bool(s.answer_in_cited) for s in ans),
                    len(ans), "answerable questions with gold answers"))
    short = [s for s in questions if s.short_answer_match is not None]
    m.append(_ratio("short_answer_match", "short answer matches gold (token F1 >= 0.5)",
                    sum(bool(s.short_answer_match) for s in short), len(short),
                    "questions expected to be answered, with gold answers"))
    exact = [s for s in questions if s.short_answer_exact is not None]
    m.append(_ratio("short_answer_exact", "short answer exact match (strict)",
                    sum(bool(s.short_answer_exact) for s in exact), len(exact),
                    "questions expected to be answered, with gold answers"))
    pred_abs = [s for s in questions if s.abstained]
    gold_abs = [s for s in questions if s.should_abstain]
    m.append(_ratio("abstention_precision", "abstention precision", sum(s.should_abstain for s in pred_abs),
                    len(pred_abs), "questions the system declined (abstain/clarify/out_of_scope)"))
    m.append(_ratio("abstention_recall", "abstention recall", sum(s.abstained for s in gold_abs), len(gold_abs),
                    "questions that should be declined"))
    m.append(_ratio("false_answer_rate", "false-answer rate", sum(not s.abstained for s in gold_abs), len(gold_abs),
                    "questions that should be declined", hib=False))
    ev = [s for s in ok if s.evidence_recall is not None]
    m.append(_mean("evidence_recall", f"evidence recall@{k}", [s.evidence_recall or 0.0 for s in ev],
                   "items with gold evidence"))
    m.append(_ratio("complete_evidence", f"Complete-evidence@{k}", sum(bool(s.complete_at_k) for s in ev), len(ev),
                    "items with gold evidence"))
    m.append(_mean("mrr", "MRR (first gold unit)", [s.reciprocal_rank or 0.0 for s in ev], "items with gold evidence"))
    m.append(_ratio("citation_precision", "citation precision (gold or entailing)", sum(s.citations_ok for s in ok),
                    sum(s.citations for s in ok), "citations"))
    m.append(_ratio("citation_gold_precision", "citation precision (gold only)", sum(s.citations_gold for s in ok),
                    sum(s.citations for s in ok), "citations"))
    m.append(_mean("claim_coverage", "weighted claim coverage", [s.coverage for s in ok], "scored items"))
    sc = [s for s in ok if s.self_complete and s.gold_complete is not None]
    m.append(_ratio("complete_not_gold", "self-complete but gold-incomplete", sum(not s.gold_complete for s in sc),
                    len(sc), "answers with status answered", hib=False))
    if conflict_metrics:
        cg = [s for s in ok if s.conflict_gold is not None]
        m.append(_ratio("conflict_precision", "conflict detection precision",
                        sum(bool(s.conflict_gold) for s in cg if s.conflict_pred), sum(s.conflict_pred for s in cg),
                        "items flagged with an unresolved conflict"))
        m.append(_ratio("conflict_recall", "conflict detection recall",
                        sum(s.conflict_pred for s in cg if s.conflict_gold), sum(bool(s.conflict_gold) for s in cg),
                        "items whose gold is DISPUTED / conflict"))
    m.append(_ratio("acl_leak_rate", "ACL leakage (questions)", sum(s.leaked for s in ok), n, "scored items",
                    hib=False))
    m.append(_mean("hops", "hops / question", [float(s.hops) for s in ok], "scored items", hib=False))
    m.append(_mean("queries", "queries / question", [float(s.queries) for s in ok], "scored items", hib=False))
    m.append(_mean("verifier_pairs", "verifier pairs / question", [float(s.verifier_pairs) for s in ok],
                   "scored items", hib=False))
    walls = [s.wall_ms for s in scores]
    m.append(Metric(key="wall_p50_ms", name="wall p50 (ms)", value=float(np.percentile(walls, 50)) if walls else None,
                    denominator=len(walls), over="all items", higher_is_better=False))
    m.append(Metric(key="wall_p95_ms", name="wall p95 (ms)", value=float(np.percentile(walls, 95)) if walls else None,
                    denominator=len(walls), over="all items", higher_is_better=False))
    n_correct = sum(s.correct for s in ok)
    m.append(Metric(key="wall_s_per_correct", name="wall s / correct decision",
                    value=(sum(walls) / 1000 / n_correct) if n_correct else None, numerator=sum(walls) / 1000,
                    denominator=n_correct, over="correct decisions", higher_is_better=False))
    m.append(Metric(key="pairs_per_correct", name="verifier pairs / correct decision",
                    value=(sum(s.verifier_pairs for s in ok) / n_correct) if n_correct else None,
                    numerator=float(sum(s.verifier_pairs for s in ok)), denominator=n_correct,
                    over="correct decisions", higher_is_better=False))
    confusion = Counter(
        f"self_{'complete' if s.self_complete else 'incomplete'}/gold_{'complete' if s.gold_complete else 'incomplete'}"
        for s in ok
        if s.gold_complete is not None
    )
    decisions: dict[str, dict[str, int]] = {}
    for s in ok:
        exp = s.expected_label or s.expected_decision
        pred = s.predicted_label or s.predicted_decision or "none"
        decisions.setdefault(exp, {}).setdefault(pred, 0)
        decisions[exp][pred] += 1
    by_type: dict[str, dict[str, float]] = {}
    for t in sorted({s.item_type or "-" for s in ok}):
        group = [s for s in ok if (s.item_type or "-") == t]
        ev_g = [s for s in group if s.complete_at_k is not None]
        by_type[t] = {"n": len(group), "decision_accuracy": sum(s.correct for s in group) / len(group)}
        if ev_g:
            by_type[t]["complete_evidence"] = sum(bool(s.complete_at_k) for s in ev_g) / len(ev_g)
    return SystemSummary(
        system=system,
        by_type=by_type,
        n_items=len(scores),
        n_errors=len(scores) - n,
        metrics=m,
        confusion_complete=dict(sorted(confusion.items())),
        decisions=decisions,
        stop_reasons=dict(Counter(s.stop_reason or "error" for s in scores).most_common()),
    )


PAIRED: dict[str, tuple[str, Callable[[ItemScore], float | None]]] = {
    "decision_accuracy": ("decision accuracy", lambda s: float(s.correct)),
    "answer_in_cited": ("answer inside cited spans",
                        lambda s: None if s.answer_in_cited is None else float(s.answer_in_cited)),
    "short_answer_match": ("short answer matches gold",
                           lambda s: None if s.short_answer_match is None else float(s.short_answer_match)),
    "short_answer_exact": ("short answer exact match",
                           lambda s: None if s.short_answer_exact is None else float(s.short_answer_exact)),
    "complete_evidence": ("Complete-evidence@k", lambda s: None if s.complete_at_k is None else float(s.complete_at_k)),
    "evidence_recall": ("evidence recall@k", lambda s: s.evidence_recall),
    "mrr": ("MRR", lambda s: s.reciprocal_rank),
    "claim_coverage": ("weighted claim coverage", lambda s: s.coverage),
    "wall_ms": ("wall ms", lambda s: s.wall_ms),
}


def bootstrap_ci(diffs: Sequence[float], *, resamples: int = 2000, seed: int = 0) -> tuple[float, float]:
    """95% percentile bootstrap CI of the mean (seeded, so a replay reproduces it)."""
    arr = np.asarray(diffs, dtype=float)
    if arr.size == 0:
        raise ValueError("no paired values")
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, arr.size, size=(resamples, arr.size))
    means = arr[idx].mean(axis=1)
    return float(np.percentile(means, 2.5)), float(np.percentile(means, 97.5))


def paired_deltas(a_name: str, a: Sequence[ItemScore], b_name: str, b: Sequence[ItemScore]) -> list[PairedDelta]:
    """Per-question ``b - a`` on the items both systems scored without error."""
    by_a = {s.item_id: s for s in a if s.error is None}
    by_b = {s.item_id: s for s in b if s.error is None}
    common = [i for i in by_a if i in by_b]
    out: list[PairedDelta] = []
    for key, (name, fn) in PAIRED.items():
        diffs = []
        for i in common:
            va, vb = fn(by_a[i]), fn(by_b[i])
            if va is not None and vb is not None:
                diffs.append(vb - va)
        if diffs:
            lo, hi = bootstrap_ci(diffs)
            out.append(PairedDelta(key=key, name=name, a=a_name, b=b_name, n=len(diffs), mean=float(np.mean(diffs)),
                                   ci_low=lo, ci_high=hi))
        else:
            out.append(PairedDelta(key=key, name=name, a=a_name, b=b_name, n=0, mean=None, ci_low=None, ci_high=None))
    return out


def format_table(summaries: Sequence[SystemSummary], deltas: Sequence[PairedDelta] = ()) -> str:
    """A plain-text table: one row per metric, one column per system, the paired delta, and the denominator."""
    dmap = {d.key: d for d in deltas}
    names = [s.system for s in summaries]
    head = ["metric", *names] + (["delta (95% CI)"] if deltas else []) + ["over (n)"]
    rows = [head]
    for m0 in summaries[0].metrics:
        cells = [m0.name]
        for s in summaries:
            mv = s.metric(m0.key)
            cells.append(_fmt(mv))
        if deltas:
            d = dmap.get(m0.key)
            cells.append("" if d is None or d.mean is None else f"{d.mean:+.3f} [{d.ci_low:+.3f}, {d.ci_high:+.3f}]")
        cells.append(f"{m0.over} ({'/'.join(str(s.metric(m0.key).denominator) for s in summaries)})")
        rows.append(cells)
    rows.append(["errors", *[str(s.n_errors) for s in summaries]] + ([""] if deltas else []) +
                [f"items ({'/'.join(str(s.n_items) for s in summaries)})"])
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)


def _fmt(m: Metric) -> str:
    if m.value is None:
        return "n/a"
    if m.key.startswith("wall") and m.key.endswith("ms"):
        return f"{m.value:.0f}"
    if m.key in ("hops", "queries", "verifier_pairs", "wall_s_per_correct", "pairs_per_correct"):
        return f"{m.value:.2f}"
    return f"{m.value:.3f}"
