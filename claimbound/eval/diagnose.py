"""Claim-level error report: every failed question classified by the stage where it broke."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, Field

from claimbound.eval.dataset import EvalItem
from claimbound.eval.scoring import ClaimView, ItemScore, Leak

Stage = Literal["acl", "error", "decision", "decomposition", "query", "recall", "rerank", "assessment", "stop",
                "citation"]
STAGES: tuple[str, ...] = ("acl", "error", "decision", "decomposition", "query", "recall", "rerank", "assessment",
                           "stop", "citation")
_BUDGET_STOPS = {"budget_exhausted", "no_progress", "loop_detected"}


class Failure(BaseModel):
    item_id: str
    system: str
    stage: Stage
    reason: str
    question: str
    expected: str
    predicted: str | None
    stop_reason: str | None = None
    claims: list[ClaimView] = Field(default_factory=list)
    missing_gold: list[str] = Field(default_factory=list)
    leaks: list[Leak] = Field(default_factory=list)
    coverage: float = 0.0


class ErrorReport(BaseModel):
    failures: list[Failure] = Field(default_factory=list)

    def counts(self, system: str | None = None) -> dict[str, int]:
        c: Counter[str] = Counter(f.stage for f in self.failures if system is None or f.system == system)
        return {s: c[s] for s in STAGES if c[s]}

    def text(self, system: str | None = None, limit: int = 50) -> str:
        """Plain text, one failure per paragraph (GEPA receives this as feedback)."""
        out = []
        for f in [f for f in self.failures if system is None or f.system == system][:limit]:
            out.append(feedback_text(f))
        return "\n\n".join(out)


def feedback_text(f: Failure) -> str:
    lines = [f"[{f.system}] {f.item_id}: broke at {f.stage} -- {f.reason}",
             f"  question: {f.question}", f"  expected {f.expected}, got {f.predicted} (stop: {f.stop_reason})"]
    for c in f.claims:
        lines.append(f"  claim {c.claim_id} level={c.level} ({c.relation}, score={c.best_score}): {c.text!r}"
                     + (f" <- {c.best_doc_id}: {c.best_text!r}" if c.best_doc_id else ""))
    if f.missing_gold:
        lines.append(f"  gold evidence not retrieved: {', '.join(f.missing_gold)}")
    for leak in f.leaks[:5]:
        lines.append(f"  LEAK {leak.doc_id} at {leak.where}: {leak.detail}")
    return "\n".join(lines)


def failed(s: ItemScore) -> bool:
    """A question fails when it errored, leaked, got the decision wrong, or answered without the gold answer
    inside its citations."""
    return s.error is not None or s.leaked or not s.decision_correct or s.answer_in_cited is False


def classify(item: EvalItem, s: ItemScore) -> tuple[str, str]:
    """(stage, reason) for a failed question, checking the pipeline front to back."""
    exp = s.expected_label or s.expected_decision
    pred = s.predicted_label or s.predicted_decision
    if s.error is not None:
        return "error", s.error
    if s.leaked:
        return "acl", f"{len(s.leaks)} unauthorised span(s) in the run"
    if s.expected_decision in ("clarify", "out_of_scope") or s.predicted_decision in ("clarify", "out_of_scope"):
        if not s.decision_correct:
            return "decision", f"routing: expected {s.expected_decision}, got {s.predicted_decision}"
    n_gold_steps = len(item.decomposition or [])
    answered_wrong = s.answer_in_cited is False and s.predicted_decision in ("answer", "degrade")
    if answered_wrong and s.answer_in_text:
        return "citation", "the answer text holds the gold answer, but the cited spans do not"
    if s.complete_at_k is False:
        if n_gold_steps > 1 and s.plan_sub_questions is not None and s.plan_sub_questions < n_gold_steps:
            return "decomposition", (f"plan has {s.plan_sub_questions} sub-question(s), the gold decomposition "
                                     f"{n_gold_steps}; missing {', '.join(s.missing_gold)}")
        if s.gold_found_anywhere:
            return "rerank", f"gold retrieved but ranked below k: {', '.join(s.missing_gold)}"
        unconfirmed = [c.claim_id for c in s.claims if c.required and c.level < 1.0]
        if n_gold_steps > 1 and (s.evidence_recall or 0) > 0 and unconfirmed and s.stop_reason in _BUDGET_STOPS - {
                "budget_exhausted"}:
            return "assessment", (f"an earlier hop's gold evidence was retrieved but claim(s) {', '.join(unconfirmed)} "
                                  f"stayed unconfirmed, so the next hop never reached {', '.join(s.missing_gold)}")
        if s.stop_reason in _BUDGET_STOPS:
            return "stop", f"stopped ({s.stop_reason}) before reaching {', '.join(s.missing_gold)}"
        if s.rankings > 1:
            return "query", f"{s.rankings} queries never reached {', '.join(s.missing_gold)}"
        return "recall", f"one retrieval missed {', '.join(s.missing_gold)}"
    if not s.decision_correct:
        if s.should_abstain:
            return "assessment", f"answered an unanswerable question ({pred}); a claim was judged supported"
        if s.stop_reason == "budget_exhausted" and s.expected_decision == "answer":
            return "stop", f"gold evidence was retrieved but the run stopped ({s.stop_reason}) as {pred}"
        return "assessment", f"gold evidence retrieved, but verification gave {pred} (expected {exp})"
    if answered_wrong:
        return "assessment", ("gold evidence was retrieved, but the answer was bound from spans that do not hold the "
                              "gold answer (a wrong span or value was accepted as support)")
    return "decision", f"expected {exp}, got {pred}"


def build_report(items: dict[str, EvalItem], scores: Sequence[ItemScore]) -> ErrorReport:
    out: list[Failure] = []
    for s in scores:
        if not failed(s):
            continue
        item = items[s.item_id]
        stage, reason = classify(item, s)
        out.append(Failure(
            item_id=s.item_id, system=s.system, stage=stage, reason=reason,  # type: ignore[arg-type]
            question=item.question, expected=s.expected_label or s.expected_decision,
            predicted=s.predicted_label or s.predicted_decision, stop_reason=s.stop_reason, claims=s.claims,
            missing_gold=s.missing_gold, leaks=s.leaks, coverage=s.coverage,
        ))
    return ErrorReport(failures=out)
