"""Terminal rendering of a :class:`GroundedAnswer`: answer, citations with quotes, claim table, stop reason."""

from __future__ import annotations

import textwrap

from claimbound.claims import GroundedAnswer
from claimbound.claims.plan import fill_refs

_LEVEL = {1.0: "supported", 0.5: "partial", 0.0: "unsupported"}


def _short(text: str, width: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def render_answer(answer: GroundedAnswer, *, width: int = 100, quote_chars: int = 400) -> str:
    """A readable multi-line rendering for terminals (plain text, no colour codes)."""
    out: list[str] = []
    out.append(f"Status: {answer.status.value}    stop reason: {answer.stop_reason.value}    coverage: {answer.coverage:.2f}")
    out.append("")
    out.extend(textwrap.wrap(answer.text, width=width) or [""])
    if answer.clarification and answer.clarification != answer.text:
        out.append(f"Clarify: {answer.clarification}")
    if answer.citations:
        out.append("")
        out.append("Citations:")
        for i, c in enumerate(answer.citations, 1):
            against = ", contradicts it" if c.relation.value == "contradicts" else ""
            out.append(f"  [{i}] {c.doc_id} [{c.start}:{c.end}] (claim {c.claim_id}{against})")
            out.extend(
                textwrap.wrap(
                    f'"{_short(c.quote, quote_chars)}"', width=width, initial_indent="      ", subsequent_indent="       "
                )
            )
    if answer.claims.rows:
        out.append("")
        out.append("Claims:")
        out.append(f"  {'id':<6} {'req':<4} {'w':>5}  {'level':<11} {'span':<28} text")
        # a supported claim shows the value it bound ("60 EUR is the meal allowance ..."), and so does every claim
        # that refers to it; an unconfirmed value is not shown as if it were the answer
        bound = {r.best.binding.slot: r.best.binding.value for r in answer.claims.rows
                 if r.level == 1.0 and r.best is not None and r.best.binding is not None}
        for r in answer.claims.rows:
            span = r.best.span.span_id if r.best is not None else "-"
            out.append(
                f"  {r.claim_id:<6} {'yes' if r.required else 'no':<4} {r.weight:>5.2f}  {_LEVEL.get(r.level, str(r.level)):<11} "
                f"{_short(span, 28):<28} {_short(fill_refs(r.claim_text, bound), max(20, width - 62))}"
            )
    if answer.unresolved:
        out.append("")
        out.append("Not confirmed:")
        for u in answer.unresolved:
            out.append(f"  {u.claim_id}: {_short(u.text, width - 10)} - {u.reason}")
    if answer.conflicts.conflicts:
        out.append("")
        out.append("Conflicts:")
        for k in answer.conflicts.conflicts:
            out.append(f"  {k.claim_id}: {k.kind.value}, {k.resolution.value}. {_short(k.explanation, width - 30)}")
    if answer.ignored:
        out.append("")
        out.append("Left out of the question (not planned, not followed):")
        out.extend(f"  {_short(s, width - 4)}" for s in answer.ignored)
    cost = answer.cost
    precision = "n/a" if answer.citation_precision is None else f"{answer.citation_precision:.2f}"
    out.append("")
    out.append(
        f"Cost: {cost.hops} hop(s), {cost.queries} search(es), {cost.verifier_pairs} verifier pair(s), "
        f"{cost.lm_calls} LM call(s), {cost.wall_ms:.0f} ms; citation precision {precision}"
        + (f"; {answer.removed_sentences} unsupported sentence(s) removed" if answer.removed_sentences else "")
    )
    if answer.trace_id:
        out.append(f"Trace: {answer.trace_id}")
    return "\n".join(out)
