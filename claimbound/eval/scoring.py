"""Per-question scoring: pure functions from (gold item, GroundedAnswer, Trace) to an :class:`ItemScore`.

Definitions (the summary table states each denominator):

- decision: ``answered -> answer``, ``degraded -> degrade``, ``clarification -> clarify``, ``abstained`` ->
  ``out_of_scope`` when the stop reason is ``out_of_scope``, else ``abstain``.
- claim label (claim datasets): every required claim at level 1 -> SUPPORT; a required
  claim with a span the verifier judged a contradiction -> CONTRADICT; both -> DISPUTED where the dataset
  uses DISPUTED, otherwise the relation with the higher verifier score; else NOT_ENOUGH_INFO.
- gold units: a gold document, or (document, sentence index) where the dataset gives sentences. A retrieved span
  covers a gold sentence when their character ranges overlap.
- rankings: every list of hits / spans inside a retrieval event of the trace (event kind containing
  ``retriev`` or ``search``), one ranking per query. Complete-evidence@k: every gold unit is inside the top ``k`` of
  some ranking. MRR: reciprocal rank of the first gold unit in the merged ranking (events in order, each
  ranking in rank order, duplicates dropped).
- answer inside cited spans: the gold answer string occurs in a cited span (for yes / no gold, the answer's own
  Yes / No); it says nothing about the value the answer gives. Short answer matches gold: the answer's
  ``short_answer`` (the bound value, Yes / No, or the option) has token F1 >= 0.5 with a gold answer (every fact
  for the policy fixture), over the questions expected to be answered. Short answer exact: the strict form, equal
  to a gold answer after normalisation (SQuAD exact match; every fact equals a '; '-separated part of it).
- ACL leakage: every span anywhere in the trace or the answer is checked against the principal with
  :meth:`DocMetadata.visible_to` using the *corpus* metadata (a span's own metadata is not trusted); in a
  multi-tenant corpus every string in the trace is also searched for sentences of documents the principal may
  not see. A leak fails the question outright.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

from pydantic import BaseModel, Field

from claimbound.cjk import has_han
from claimbound.claims.models import (
    AnswerStatus,
    ConflictResolution,
    GroundedAnswer,
    Principal,
    Relation,
    StopReason,
    Trace,
)
from claimbound.eval.dataset import DocInfo, EvalDataset, EvalItem

RETRIEVAL_KIND_MARKERS: tuple[str, ...] = ("retriev", "search")
PLAN_KIND_MARKERS: tuple[str, ...] = ("plan",)

# --------------------------------------------------------------------------- normalisation


def normalize(text: str) -> str:
    """SQuAD-style answer normalisation, kept number-aware: lower case, NFKC, thousands separators dropped,
    punctuation (except a decimal point between digits) and English articles removed, whitespace collapsed."""
    t = unicodedata.normalize("NFKC", text).lower()
    t = re.sub(r"(?<=\d)[,\u00a0 ](?=\d{3}\b)", "", t)
    t = re.sub(r"(?<=\d)\.(?=\d)", "\x00", t)
    t = "".join(" " if ch in string.punctuation or unicodedata.category(ch).startswith("P") else ch for ch in t)
    t = t.replace("\x00", ".")
    t = re.sub(r"\b(a|an|the)\b", " ", t)
    return " ".join(t.split())


SHORT_ANSWER_F1 = 0.5
"""Token F1 at which a short answer counts as matching a gold answer (SQuAD-style; partial credit such as
"Ward" for "M. Ward" passes, "few" for "to clean them" does not)."""


def _answer_tokens(text: str) -> list[str]:
    t = normalize(text)
    if has_han(t):
        return [ch for ch in t if not ch.isspace()]
    return t.split()


def token_f1(prediction: str, gold: str) -> float:
    """SQuAD-style token F1 between two answers after :func:`normalize` (CJK text: characters)."""
    p, g = _answer_tokens(prediction), _answer_tokens(gold)
    common = sum((Counter(p) & Counter(g)).values())
    if not p or not g or not common:
        return 0.0
    precision, recall = common / len(p), common / len(g)
    return 2 * precision * recall / (precision + recall)


def exact_match(prediction: str, gold: str) -> bool:
    """SQuAD-style exact match: equal after :func:`normalize` (CJK text: spaces ignored); an empty answer never
    matches."""
    p, g = normalize(prediction), normalize(gold)
    if has_han(p) or has_han(g):
        p, g = p.replace(" ", ""), g.replace(" ", "")
    return bool(p) and p == g


def contains_answer(haystack: str, needle: str) -> bool:
    """Normalised containment on token boundaries (CJK text: plain substring)."""
    h, n = normalize(haystack), normalize(needle)
    if not n:
        return False
    if has_han(n):
        return n.replace(" ", "") in h.replace(" ", "")
    return f" {n} " in f" {h} "


# --------------------------------------------------------------------------- decisions and labels


def decision_of(answer: GroundedAnswer) -> str:
    if answer.status == AnswerStatus.ANSWERED:
        return "answer"
    if answer.status == AnswerStatus.DEGRADED:
        return "degrade"
    if answer.status == AnswerStatus.CLARIFICATION:
        return "clarify"
    return "out_of_scope" if answer.stop_reason == StopReason.OUT_OF_SCOPE else "abstain"


ABSTAIN_DECISIONS = frozenset({"abstain", "clarify", "out_of_scope"})


def label_of(answer: GroundedAnswer, labels: Iterable[str]) -> str:
    """Map a GroundedAnswer to SUPPORT / CONTRADICT / NOT_ENOUGH_INFO (/ DISPUTED); see module docstring."""
    rows = [r for r in answer.claims.rows if r.required] or list(answer.claims.rows)
    entail_score = 0.0
    contra_score = 0.0
    for r in rows:
        for s in r.supports or ([r.best] if r.best else []):
            if s.relation == Relation.ENTAILS and s.level > 0:
                entail_score = max(entail_score, s.score)
            if s.relation == Relation.CONTRADICTS:
                contra_score = max(contra_score, s.score)
    supported = bool(rows) and all(r.level == 1.0 for r in rows)
    contradicted = contra_score > 0 or any(
        c.opposing and c.resolution == ConflictResolution.UNRESOLVED for c in answer.conflicts.conflicts
    )
    if supported and contradicted:
        if "DISPUTED" in set(labels):
            return "DISPUTED"
        return "SUPPORT" if entail_score >= contra_score else "CONTRADICT"
    if supported:
        return "SUPPORT"
    if contradicted:
        return "CONTRADICT"
    return "NOT_ENOUGH_INFO"


# --------------------------------------------------------------------------- walking traces


def _walk(obj: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """Every node of a JSON-like value in pre-order, with its path (iterative: traces are deep and large)."""
    stack: list[tuple[str, Any]] = [(path, obj)]
    while stack:
        p, node = stack.pop()
        yield p, node
        if isinstance(node, dict):
            stack.extend((f"{p}.{k}", v) for k, v in reversed(list(node.items())))
        elif isinstance(node, (list, tuple)):
            stack.extend((f"{p}[{i}]", v) for i, v in reversed(list(enumerate(node))))


def _is_span(d: Any) -> bool:
    return isinstance(d, dict) and "doc_id" in d and ("span_id" in d or ("start" in d and "end" in d))


class SpanRef(BaseModel):
    doc_id: str
    span_id: str = ""
    start: int = 0
    end: int = 0
    text: str = ""


def _span_ref(d: dict[str, Any]) -> SpanRef:
    def _int(v: Any) -> int:
        return v if isinstance(v, int) else 0

    return SpanRef(
        doc_id=str(d["doc_id"]),
        span_id=str(d.get("span_id") or ""),
        start=_int(d.get("start")),
        end=_int(d.get("end")),
        text=str(d.get("text") or d.get("quote") or ""),
    )


def all_span_refs(payload: Any) -> Iterator[tuple[str, SpanRef]]:
    """Every span-like object (anything with a ``doc_id`` and offsets or a span id) with its path."""
    for path, node in _walk(payload):
        if _is_span(node):
            yield path, _span_ref(node)


def _ranking_from_list(lst: list[Any]) -> list[SpanRef] | None:
    if not lst:
        return None
    out: list[SpanRef] = []
    for el in lst:
        if isinstance(el, dict) and _is_span(el.get("span")):
            out.append(_span_ref(el["span"]))
        elif _is_span(el):
            out.append(_span_ref(el))
        else:
            return None
    return out


def rankings(trace: Trace | None) -> list[list[SpanRef]]:
    """One ranked span list per query found in the trace's retrieval events (see module docstring)."""
    if trace is None:
        return []
    out: list[list[SpanRef]] = []
    for ev in trace.events:
        kind = ev.kind.lower()
        if not any(m in kind for m in RETRIEVAL_KIND_MARKERS):
            continue
        found = [r for _, node in _walk(ev.outputs) if isinstance(node, list) and (r := _ranking_from_list(node))]
        out.extend(found or [[]])  # a search that returned nothing is still a ranking (an empty one)
    return out


def plan_size(trace: Trace | None) -> int | None:
    """Number of sub-questions of the (last) plan recorded in the trace, if any."""
    if trace is None:
        return None
    size = None
    for ev in trace.events:
        if any(m in ev.kind.lower() for m in PLAN_KIND_MARKERS):
            for _, node in _walk(ev.outputs):
                if isinstance(node, dict) and isinstance(node.get("sub_questions"), list):
                    size = len(node["sub_questions"])
                    break
    return size


def _strings(payload: Any) -> Iterator[str]:
    for _, node in _walk(payload):
        if isinstance(node, str) and len(node) >= 20:
            yield node


# --------------------------------------------------------------------------- gold units


GoldUnit = tuple[str, int | None]


def gold_units(item: EvalItem) -> list[GoldUnit]:
    units: list[GoldUnit] = []
    for g in item.gold:
        if g.sentences:
            units.extend((g.doc_id, s) for s in g.sentences)
        else:
            units.append((g.doc_id, None))
    return list(dict.fromkeys(units))


def units_of(ref: SpanRef, docs: dict[str, DocInfo]) -> set[GoldUnit]:
    """Gold units a span covers: its document, and the dataset sentences its range overlaps."""
    out: set[GoldUnit] = {(ref.doc_id, None)}
    info = docs.get(ref.doc_id)
    if info is not None and info.sentence_ranges and ref.end > ref.start:
        out |= {(ref.doc_id, s) for s in info.sentences_in(ref.start, ref.end)}
    return out


def _covered(unit: GoldUnit, found: set[GoldUnit]) -> bool:
    return unit in found


# --------------------------------------------------------------------------- leakage


class Leak(BaseModel):
    where: str
    doc_id: str
    span_id: str = ""
    detail: str = ""


def find_leaks(
    principal: Principal, answer: GroundedAnswer | None, trace: Trace | None, dataset: EvalDataset
) -> list[Leak]:
    """Every span (or verbatim sentence) from a document the principal may not see, anywhere in the run."""
    leaks: list[Leak] = []
    payloads: list[tuple[str, Any]] = []
    if trace is not None:
        payloads += [(f"trace.events[{e.seq}:{e.kind}]", e.model_dump(mode="json")) for e in trace.events]
    if answer is not None:
        payloads.append(("answer", answer.model_dump(mode="json")))
    for where, payload in payloads:
        for path, ref in all_span_refs(payload):
            info = dataset.docs.get(ref.doc_id)
            if info is None:
                leaks.append(Leak(where=where + path, doc_id=ref.doc_id, span_id=ref.span_id,
                                  detail="document not in the corpus"))
            elif not info.metadata.visible_to(principal):
                leaks.append(Leak(where=where + path, doc_id=ref.doc_id, span_id=ref.span_id,
                                  detail=f"tenant={info.metadata.tenant} roles={info.metadata.roles}"))
    if dataset.multi_tenant:
        leaks += _text_leaks(principal, payloads, dataset)
    return leaks


def _text_leaks(principal: Principal, payloads: list[tuple[str, Any]], dataset: EvalDataset) -> list[Leak]:
    visible_text = " ".join(d.text for d in dataset.docs.values() if d.metadata.visible_to(principal))
    secret: list[tuple[str, str]] = []
    for d in dataset.docs.values():
        if d.metadata.visible_to(principal):
            continue
        pieces = [d.text[s:e] for s, e in d.sentence_ranges] if d.sentence_ranges else [d.text]
        secret += [(d.doc_id, p) for p in pieces if len(p) >= 25 and p not in visible_text]
    if not secret:
        return []
    out: list[Leak] = []
    for where, payload in payloads:
        for s in _strings(payload):
            for doc_id, piece in secret:
                if piece in s:
                    out.append(Leak(where=where, doc_id=doc_id, detail=f"verbatim text: {piece[:60]!r}"))
    return out


# --------------------------------------------------------------------------- the per-item score


class ClaimView(BaseModel):
    claim_id: str
    text: str
    level: float
    required: bool
    best_span_id: str | None = None
    best_doc_id: str | None = None
    best_text: str | None = None
    best_score: float | None = None
    relation: str | None = None


class ItemScore(BaseModel):
    """Everything measured for one (question, system) pair. ``None`` means "not applicable to this item"."""

    item_id: str
    system: str
    item_type: str | None = None
    error: str | None = Field(None, description="The system raised; the item is counted and left out of averages.")
    status: str | None = None
    stop_reason: str | None = None
    expected_decision: str
    predicted_decision: str | None = None
    decision_correct: bool = False
    expected_label: str | None = None
    predicted_label: str | None = None
    answer_in_cited: bool | None = None
    answer_in_text: bool | None = Field(None, description="the gold answer appears in the answer's own text")
    short_answer_match: bool | None = Field(
        None, description="the answer's short answer (the bound value, Yes / No, or the option) matches a gold answer: "
        "token F1 >= 0.5 after normalisation (characters for Chinese), exact for yes / no; only for questions whose "
        "expected decision is 'answer'")
    short_answer_exact: bool | None = Field(
        None, description="the strict form of short_answer_match: the short answer equals a gold answer after "
        "normalisation (SQuAD exact match); with several expected facts, each equals one '; '-separated part of it")
    should_abstain: bool = False
    abstained: bool = False
    gold_units: int = 0
    evidence_recall: float | None = None
    complete_at_k: bool | None = None
    gold_found_anywhere: bool | None = None
    reciprocal_rank: float | None = None
    distinct_spans_retrieved: int = 0
    rankings: int = 0
    citations: int = 0
    citations_gold: int = 0
    citations_ok: int = 0
    coverage: float = 0.0
    self_complete: bool = False
    gold_complete: bool | None = None
    conflict_pred: bool = False
    conflict_gold: bool | None = None
    leaks: list[Leak] = Field(default_factory=list)
    hops: int = 0
    queries: int = 0
    verifier_pairs: int = 0
    lm_calls: int = 0
    wall_ms: float = 0.0
    plan_sub_questions: int | None = None
    claims: list[ClaimView] = Field(default_factory=list)
    missing_gold: list[str] = Field(default_factory=list)

    @property
    def leaked(self) -> bool:
        return bool(self.leaks)

    @property
    def correct(self) -> bool:
        """The decision (or label) is right and nothing leaked."""
        return self.error is None and not self.leaked and self.decision_correct


def _unit_name(u: GoldUnit) -> str:
    return u[0] if u[1] is None else f"{u[0]}#s{u[1]}"


def score_item(
    item: EvalItem,
    system: str,
    answer: GroundedAnswer | None,
    trace: Trace | None,
    dataset: EvalDataset,
    *,
    k: int = 10,
    wall_ms: float = 0.0,
    error: str | None = None,
    principal: Principal | None = None,
) -> ItemScore:
    """Score one question for one system (pure; used by live runs and by ``--replay``)."""
    principal = principal or item.principal()
    expected = item.expected_decision
    is_claim = item.kind == "claim"
    s = ItemScore(
        item_id=item.id,
        system=system,
        item_type=item.type,
        expected_decision=expected,
        expected_label=item.label if is_claim else None,
        should_abstain=(not is_claim) and expected in ABSTAIN_DECISIONS,
        wall_ms=wall_ms,
        conflict_gold=(item.label == "DISPUTED") if is_claim else ("conflict" in item.tags),
    )
    units = gold_units(item)
    evidence_applies = bool(units) and (is_claim or item.answerable)
    s.gold_units = len(units) if evidence_applies else 0
    if error is not None or answer is None:
        s.error = error or "no answer returned"
        return s

    s.status = answer.status.value
    s.stop_reason = answer.stop_reason.value
    s.predicted_decision = decision_of(answer)
    s.abstained = s.predicted_decision in ABSTAIN_DECISIONS
    if is_claim:
        s.predicted_label = label_of(answer, dataset.labels)
        s.decision_correct = s.predicted_label == item.label
    else:
        s.decision_correct = s.predicted_decision == expected
    s.coverage = answer.coverage
    s.hops, s.queries = answer.cost.hops, answer.cost.queries
    s.verifier_pairs, s.lm_calls = answer.cost.verifier_pairs, answer.cost.lm_calls
    s.plan_sub_questions = plan_size(trace)

    # --- retrieval
    ranks = rankings(trace)
    s.rankings = len(ranks)
    found_k: set[GoldUnit] = set()
    found_all: set[GoldUnit] = set()
    merged: list[SpanRef] = []
    seen_ids: set[tuple[str, str, int, int]] = set()
    for r in ranks:
        for i, ref in enumerate(r):
            u = units_of(ref, dataset.docs)
            found_all |= u
            if i < k:
                found_k |= u
            key = (ref.doc_id, ref.span_id, ref.start, ref.end)
            if key not in seen_ids:
                seen_ids.add(key)
                merged.append(ref)
    s.distinct_spans_retrieved = len(merged)
    if evidence_applies:
        hit = [u for u in units if _covered(u, found_k)]
        s.evidence_recall = len(hit) / len(units)
        s.complete_at_k = len(hit) == len(units)
        s.gold_found_anywhere = all(_covered(u, found_all) for u in units)
        s.missing_gold = [_unit_name(u) for u in units if not _covered(u, found_k)]
        gold_set = set(units)
        s.reciprocal_rank = 0.0
        for rank, ref in enumerate(merged, 1):
            if units_of(ref, dataset.docs) & gold_set:
                s.reciprocal_rank = 1.0 / rank
                break

    # --- citations
    gold_set_all = set(units)
    gold_docs = {g.doc_id for g in item.gold}
    entailed = {
        (r.claim_id, sup.span.span_id)
        for r in answer.claims.rows
        for sup in r.supports + ([r.best] if r.best else [])
        if sup.relation == Relation.ENTAILS and sup.level > 0
    }
    refuting = {  # a "No." cites the span that contradicts its claim
        (r.claim_id, sup.span.span_id)
        for r in answer.claims.rows
        for sup in r.supports + ([r.best] if r.best else [])
        if sup.relation == Relation.CONTRADICTS
    }
    cited_text: list[str] = []
    for c in answer.citations:
        s.citations += 1
        ref = SpanRef(doc_id=c.doc_id, span_id=c.span_id, start=c.start, end=c.end, text=c.quote)
        u = units_of(ref, dataset.docs)
        info = dataset.docs.get(c.doc_id)
        has_sents = info is not None and bool(info.sentence_ranges) and any(
            g.sentences for g in item.gold if g.doc_id == c.doc_id
        )
        is_gold = bool(u & gold_set_all) if has_sents else c.doc_id in gold_docs
        s.citations_gold += int(is_gold)
        if c.relation == Relation.CONTRADICTS:
            s.citations_ok += int((c.claim_id, c.span_id) in refuting)
        else:
            s.citations_ok += int(is_gold or (c.claim_id, c.span_id) in entailed or c.level == 1.0)
        cited_text.append(c.quote)

    # --- answer inside the cited spans
    if not is_claim and item.answerable and (item.facts or item.answers):
        blob = " ".join(cited_text)
        targets = item.answers
        yes_no = all(normalize(a) in ("yes", "no") for a in targets) and bool(targets)
        gave = s.predicted_decision in ("answer", "degrade")
        if yes_no:  # a yes/no answer cannot be quoted: it is the answer's short answer (older runs: its first word)
            said = normalize(answer.short_answer or "") or next(iter(normalize(answer.text).split()), "")
            s.answer_in_cited = gave and said in map(normalize, targets)
            s.short_answer_match = s.short_answer_exact = s.answer_in_cited
        elif item.facts:
            s.answer_in_cited = all(contains_answer(blob, f) for f in item.facts)
            s.answer_in_text = all(contains_answer(answer.text, f) for f in item.facts)
        else:
            s.answer_in_cited = any(contains_answer(blob, a) for a in targets)
            s.answer_in_text = any(contains_answer(answer.text, a) for a in targets)
        if not yes_no:  # the value the answer settles on, against every expected fact or any gold answer
            short = answer.short_answer or ""
            # several facts: each against the part of the short answer that gives it ("60 EUR; 130 EUR per night")
            parts = short.split(";") if item.facts else [short]
            matches = [any(token_f1(p, g) >= SHORT_ANSWER_F1 for p in parts) for g in (item.facts or targets)]
            s.short_answer_match = gave and bool(short) and (all(matches) if item.facts else any(matches))
            if item.facts:
                exact = all(any(exact_match(p, f) for p in parts) for f in item.facts)
            else:
                exact = any(exact_match(short, g) for g in targets)
            s.short_answer_exact = gave and exact
        if expected != "answer":  # a degraded answer settles nothing: its short answer is None by design
            s.short_answer_match = s.short_answer_exact = None

    # --- self-reported completeness against gold completeness
    s.self_complete = answer.status == AnswerStatus.ANSWERED
    if is_claim:
        s.gold_complete = item.label == "SUPPORT"
    elif expected != "answer":
        s.gold_complete = False
    elif s.answer_in_cited is not None:
        s.gold_complete = bool(s.answer_in_cited)
    else:
        s.gold_complete = None

    s.conflict_pred = bool(answer.conflicts.unresolved())

    s.claims = [
        ClaimView(
            claim_id=r.claim_id,
            text=r.claim_text,
            level=r.level,
            required=r.required,
            best_span_id=r.best.span.span_id if r.best else None,
            best_doc_id=r.best.span.doc_id if r.best else None,
            best_text=r.best.span.text[:300] if r.best else None,
            best_score=r.best.score if r.best else None,
            relation=r.best.relation.value if r.best else None,
        )
        for r in answer.claims.rows
    ]

    # --- ACL: a leak fails the question outright
    s.leaks = find_leaks(principal, answer, trace, dataset)
    if s.leaks:
        s.decision_correct = False
        s.answer_in_cited = False if s.answer_in_cited is not None else None
        s.short_answer_match = False if s.short_answer_match is not None else None
        s.short_answer_exact = False if s.short_answer_exact is not None else None
        s.gold_complete = False if s.gold_complete is not None else None
    return s
